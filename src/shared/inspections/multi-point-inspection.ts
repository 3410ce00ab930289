import { MULTI_POINT_INSPECTION_ID, MULTI_POINT_INSPECTION_NAME } from "../constants/inspections";
import type { InspectionTemplate, TemplateItem, TemplateSection } from "../schemas/inspection-templates";
import type { MeasurementSpec } from "./rate-measurement";

const TREAD: MeasurementSpec = { unit: "/32 in", worseWhen: "lower", attentionAt: 4, urgentAt: 2 };
const PAD: MeasurementSpec = { unit: "mm", worseWhen: "lower", attentionAt: 4, urgentAt: 2 };
const FLUID_MOISTURE: MeasurementSpec = { unit: "%", worseWhen: "higher", attentionAt: 2, urgentAt: 3 };
const BATTERY_HEALTH: MeasurementSpec = { unit: "%", worseWhen: "lower", attentionAt: 70, urgentAt: 50 };

function item(id: string, name: string, measurement: MeasurementSpec | null = null): TemplateItem {
  return { id: `mpi-${id}`, name, measurement, suggestedCannedJobId: null };
}

function section(id: string, name: string, items: TemplateItem[]): TemplateSection {
  return { id: `mpi-${id}`, name, items };
}

/**
 * The Multi-Point Inspection every install has. It is defined here, not stored, so every install
 * has the same one; a shop copies it to make its own. Its item ids never change: an earlier visit's
 * measurement of the same item is found by them.
 */
export const MULTI_POINT_INSPECTION: InspectionTemplate = {
  id: MULTI_POINT_INSPECTION_ID,
  name: MULTI_POINT_INSPECTION_NAME,
  builtIn: true,
  rowVersion: 0,
  updatedAt: null,
  sections: [
    section("under-the-hood", "Under the Hood", [
      item("engine-oil", "Engine oil level and condition"),
      item("air-filter", "Engine air filter"),
      item("cabin-filter", "Cabin air filter"),
      item("leaks", "Visible leaks"),
    ]),
    section("brakes", "Brakes", [
      item("front-pads", "Front brake pads", PAD),
      item("rear-pads", "Rear brake pads or shoes", PAD),
      item("rotors", "Rotors and drums"),
      item("brake-lines", "Brake lines and hoses"),
      item("brake-fluid", "Brake fluid moisture", FLUID_MOISTURE),
    ]),
    section("tires", "Tires", [
      item("tire-lf", "Left front tire tread", TREAD),
      item("tire-rf", "Right front tire tread", TREAD),
      item("tire-lr", "Left rear tire tread", TREAD),
      item("tire-rr", "Right rear tire tread", TREAD),
      item("tire-pressure", "Tire pressure and spare"),
    ]),
    section("steering-suspension", "Steering and Suspension", [
      item("shocks", "Shocks and struts"),
      item("steering-linkage", "Steering linkage and tie rods"),
      item("ball-joints", "Ball joints and bushings"),
      item("cv-boots", "CV axles and boots"),
    ]),
    section("lights", "Lights", [
      item("headlights", "Headlights and high beams"),
      item("brake-lights", "Brake and tail lights"),
      item("signals", "Turn signals and hazards"),
    ]),
    section("fluids", "Fluids", [
      item("coolant", "Coolant level and condition"),
      item("transmission-fluid", "Transmission fluid"),
      item("power-steering-fluid", "Power steering fluid"),
      item("washer-fluid", "Washer fluid"),
    ]),
    section("belts-hoses", "Belts and Hoses", [item("drive-belt", "Drive belt"), item("radiator-hoses", "Radiator and heater hoses")]),
    section("battery", "Battery", [item("battery-health", "Battery state of health", BATTERY_HEALTH), item("battery-terminals", "Terminals and cables")]),
    section("wipers", "Wipers", [item("wiper-blades", "Wiper blades"), item("windshield", "Windshield")]),
    section("exhaust", "Exhaust", [item("exhaust-system", "Exhaust pipes, muffler and mounts")]),
  ],
};
