/** The path parameter of one appointment's routes. */
export function appointmentParam(appointmentId: string) {
  return { param: { appointmentId: encodeURIComponent(appointmentId) } };
}
