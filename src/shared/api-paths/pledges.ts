// The giving API's addresses (reserving, gifts and their steps). Import as a namespace.

const e = encodeURIComponent;

export const mine = '/api/pledges';
export const reserve = (listId: string, itemId: string) =>
  `/api/lists/${e(listId)}/items/${e(itemId)}/pledges`;
export const ofList = (listId: string) => `/api/lists/${e(listId)}/pledges`;
export const cancel = (pledgeId: string) => `/api/pledges/${e(pledgeId)}/cancel`;
export const purchase = (pledgeId: string) => `/api/pledges/${e(pledgeId)}/purchase`;
export const receive = (pledgeId: string) => `/api/pledges/${e(pledgeId)}/receive`;
export const notReceived = (pledgeId: string) => `/api/pledges/${e(pledgeId)}/not-received`;
export const neverCame = (pledgeId: string) => `/api/pledges/${e(pledgeId)}/never-came`;
export const thankYou = (pledgeId: string) => `/api/pledges/${e(pledgeId)}/thank-you`;
export const address = (pledgeId: string) => `/api/pledges/${e(pledgeId)}/address`;
