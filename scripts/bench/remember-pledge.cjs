// The reserve answer's pledge id, for the cancel that follows it on the same connection.
module.exports = (status, body, context) => {
  if (status === 201) context.pledgeId = JSON.parse(body).id;
};
