/**
 * The one lifecycle of a delivery request (docs/rules/delivery-requests.md §1, DREQ-1 … DREQ-4):
 * a request waits PENDING until a dispatcher approves it into a delivery order or rejects it, or
 * its requester cancels it. Every server and screen asks `canTransitionRequest`.
 */
export const DELIVERY_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type DeliveryRequestStatusName = (typeof DELIVERY_REQUEST_STATUSES)[number];

/** Dot colour of each status in the request table. */
export const DELIVERY_REQUEST_STATUS_COLORS: Readonly<Record<DeliveryRequestStatusName, string>> = {
  PENDING: '#FB8C00',
  APPROVED: '#43A047',
  REJECTED: '#E53935',
  CANCELLED: '#9E9E9E',
};

export const DELIVERY_REQUEST_TRANSITIONS: Readonly<
  Record<DeliveryRequestStatusName, readonly DeliveryRequestStatusName[]>
> = {
  // DREQ-2
  PENDING: ['APPROVED', 'REJECTED', 'CANCELLED'],
  // DREQ-4
  APPROVED: [],
  REJECTED: [],
  CANCELLED: [],
};

/** True when a request in `from` may move to `to` (DREQ-1). */
export function canTransitionRequest(
  from: DeliveryRequestStatusName,
  to: DeliveryRequestStatusName,
): boolean {
  return DELIVERY_REQUEST_TRANSITIONS[from].includes(to);
}

/** What can be done to a request by hand, in the order the screens show them (DREQ-3). */
export const DELIVERY_REQUEST_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type DeliveryRequestAction = (typeof DELIVERY_REQUEST_ACTIONS)[number];

/** The status each action moves the request to. */
export const DELIVERY_REQUEST_ACTION_TARGETS: Readonly<
  Record<DeliveryRequestAction, DeliveryRequestStatusName>
> = { approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' };

/** The actions the status allows (DREQ-3). */
export function allowedRequestActions(status: DeliveryRequestStatusName): DeliveryRequestAction[] {
  return DELIVERY_REQUEST_ACTIONS.filter((action) =>
    canTransitionRequest(status, DELIVERY_REQUEST_ACTION_TARGETS[action]),
  );
}

/** DREQ-4: statuses no request leaves. */
export const FINAL_DELIVERY_REQUEST_STATUSES = DELIVERY_REQUEST_STATUSES.filter(
  (status) => DELIVERY_REQUEST_TRANSITIONS[status].length === 0,
);
