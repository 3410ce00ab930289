/** Local ids are a prefix, a timestamp and random text. */
function randomText(): string {
  return Math.random().toString(36).slice(2, 10);
}

export const newVehicleId = (): string => `local_${Date.now()}_${randomText()}`;
export const newServiceId = (): string => `local_svc_${Date.now()}_${randomText()}`;
/** Custom field ids are timestamp-derived; the random tail keeps two made in one millisecond apart. */
export const newCustomFieldId = (): string => `${Date.now()}${randomText().slice(0, 4)}`;
