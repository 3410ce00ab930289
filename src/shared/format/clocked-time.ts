/** Clocked time as a technician reads it: "1 h 25 min", "25 min"; whole minutes, rounded down. */
export function formatClockedTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}
