import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";

/** An empty browser starts with 3 vehicles and 4 services. Dates are relative to today. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

export function sampleVehicles(): Vehicle[] {
  const owner = (name: string, phone: string, email: string) => ({ name, phone, email });
  return [
    {
      id: "v1", make: "Toyota", model: "Camry", year: 2019, licensePlate: "ABC-1234", vin: "4T1B11HK5KU123456",
      owner: owner("John Smith", "555-0101", "john.smith@example.com"), status: "active", mileage: 45200,
      lastService: daysFromToday(-60), nextServiceDue: daysFromToday(30), notes: "", customFields: {},
    },
    {
      id: "v2", make: "Ford", model: "F-150", year: 2021, licensePlate: "XYZ-5678", vin: "1FTFW1E50MFA12345",
      owner: owner("Maria Garcia", "555-0102", "maria.garcia@example.com"), status: "in_service", mileage: 28750,
      lastService: daysFromToday(-10), nextServiceDue: daysFromToday(80), notes: "Fleet vehicle.", customFields: {},
    },
    {
      id: "v3", make: "Honda", model: "Civic", year: 2017, licensePlate: "LMN-9012", vin: "2HGFC2F59HH123456",
      owner: owner("David Lee", "555-0103", "david.lee@example.com"), status: "active", mileage: 67400,
      lastService: daysFromToday(-150), nextServiceDue: daysFromToday(-5), notes: "", customFields: {},
    },
  ];
}

export function sampleServices(): ServiceRecord[] {
  const base = { parts: [], customFields: {}, jobCardImageUrl: null };
  return [
    { ...base, id: "s1", vehicleId: "v1", serviceDate: daysFromToday(-60), type: "Oil Change", description: "Synthetic oil and filter change.", cost: 79.99, status: "Completed", mechanic: "Sam Wilson" },
    { ...base, id: "s2", vehicleId: "v2", serviceDate: daysFromToday(-10), type: "Brake Inspection", description: "Front pads worn; inspection of rotors and lines.", cost: 120, status: "In Progress", mechanic: "Alex Kim" },
    { ...base, id: "s3", vehicleId: "v3", serviceDate: daysFromToday(-150), type: "Check Engine Light Diagnosis", description: "Code P0420 read; catalytic converter efficiency below threshold.", cost: 95.5, status: "Completed", mechanic: "Sam Wilson" },
    { ...base, id: "s4", vehicleId: "v1", serviceDate: daysFromToday(7), type: "Tire Rotation", description: "Rotate and balance all four tires.", cost: 49.99, status: "Scheduled", mechanic: "" },
  ];
}
