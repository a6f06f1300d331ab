// Cancels the reservation just made on this connection (or starts over when the reserve failed).
module.exports = (request, context) => {
  if (!context.pledgeId) return null;
  const pledgeId = context.pledgeId;
  context.pledgeId = undefined;
  return { ...request, method: 'POST', path: `/api/pledges/${pledgeId}/cancel`, body: '{}' };
};
