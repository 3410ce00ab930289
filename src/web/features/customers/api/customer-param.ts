/** The path parameter of one customer's routes. */
export function customerParam(customerId: string) {
  return { param: { customerId: encodeURIComponent(customerId) } };
}

/** The path parameters of one of a customer's vehicles. */
export function customerVehicleParam(customerId: string, vehicleId: string) {
  return { param: { customerId: encodeURIComponent(customerId), vehicleId: encodeURIComponent(vehicleId) } };
}
