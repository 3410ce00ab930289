import { describe, expect, it } from "vitest";
import { can, PERMISSION_NAMES, type Permission } from "./permissions";
import { ROLES, roleOrDefault, type Role } from "./roles";
import { MENU_ROUTES } from "./routes";

const [ADMIN, MANAGER, ADVISOR, TECHNICIAN, USER] = [
  "Admin",
  "Manager",
  "Service Advisor",
  "Service Technician",
  "User",
] as const satisfies readonly Role[];

/** The product's permission table, row by row, written out independently of the table under test. */
const DESIGN_TABLE: Record<Permission, readonly Role[]> = {
  "dashboard:view": [ADMIN, MANAGER, ADVISOR, TECHNICIAN, USER],
  "vehicles:view": [ADMIN, MANAGER, ADVISOR, TECHNICIAN, USER],
  "services:view": [ADMIN, MANAGER, ADVISOR, TECHNICIAN, USER],
  "settings:view": [ADMIN, MANAGER, ADVISOR, TECHNICIAN, USER],
  "profile:edit-own": [ADMIN, MANAGER, ADVISOR, TECHNICIAN, USER],
  "tickets:list": [ADMIN, MANAGER, ADVISOR, USER],
  "tickets:create": [ADMIN, MANAGER, ADVISOR, USER],
  "tickets:edit": [ADMIN, MANAGER, ADVISOR, USER],
  "tickets:delete": [ADMIN, MANAGER, ADVISOR],
  "tickets:convert": [ADMIN, MANAGER, ADVISOR],
  "job-cards:list": [ADMIN, MANAGER, ADVISOR, TECHNICIAN],
  "job-cards:view": [ADMIN, MANAGER, ADVISOR, TECHNICIAN],
  "job-cards:create": [ADMIN, MANAGER, ADVISOR],
  "job-cards:delete": [ADMIN, MANAGER, ADVISOR],
  "job-cards:change-status-any": [ADMIN, MANAGER, ADVISOR],
  "job-cards:change-status-assigned": [TECHNICIAN],
  "reports:view": [ADMIN, MANAGER],
  "users:manage": [ADMIN],
  "backups:manage": [ADMIN],
  "shop-records:sync": [ADMIN, MANAGER, ADVISOR, TECHNICIAN],
  "shop-records:manage": [ADMIN],
  "estimates:edit": [ADMIN, MANAGER, ADVISOR],
  "estimates:view-work": [ADMIN, MANAGER, ADVISOR, TECHNICIAN],
  "shop-pricing:manage": [ADMIN, MANAGER],
  "invoices:manage": [ADMIN, MANAGER, ADVISOR],
  "invoices:void": [ADMIN, MANAGER],
  "time-clock:own": [ADMIN, MANAGER, ADVISOR, TECHNICIAN],
  "time-entries:edit": [ADMIN, MANAGER],
  "reports:technician-hours": [ADMIN, MANAGER],
  "inspections:templates": [ADMIN, MANAGER],
  "inspections:inspect": [ADMIN, MANAGER, ADVISOR, TECHNICIAN],
  "inspections:review": [ADMIN, MANAGER, ADVISOR],
  "reports:inspections": [ADMIN, MANAGER],
  "customers:manage": [ADMIN, MANAGER, ADVISOR],
  "customers:merge": [ADMIN, MANAGER],
  "customers:erase": [ADMIN],
  "customers:export": [ADMIN],
  "calendar:view": [ADMIN, MANAGER, ADVISOR, TECHNICIAN],
  "calendar:manage": [ADMIN, MANAGER, ADVISOR],
  "shop-calendar:manage": [ADMIN, MANAGER],
  "reminders:manage": [ADMIN, MANAGER, ADVISOR],
};

describe("the permission table", () => {
  it("has exactly the capabilities written out above", () => {
    expect([...PERMISSION_NAMES].sort()).toEqual(Object.keys(DESIGN_TABLE).sort());
  });

  for (const permission of Object.keys(DESIGN_TABLE) as Permission[]) {
    for (const role of ROLES) {
      const allowed = DESIGN_TABLE[permission].includes(role);
      it(`${allowed ? "grants" : "refuses"} ${permission} to ${role}`, () => {
        expect(can(role, permission)).toBe(allowed);
      });
    }
  }

  it("grants nothing without a role", () => {
    for (const permission of PERMISSION_NAMES) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });
});

describe("roles", () => {
  it("falls back to User for a missing or unknown role", () => {
    expect(roleOrDefault(undefined)).toBe("User");
    expect(roleOrDefault("Owner")).toBe("User");
    expect(roleOrDefault("Manager")).toBe("Manager");
  });
});

describe("menu visibility by role", () => {
  const visible = (role: Role) =>
    MENU_ROUTES.filter((route) => can(role, route.permission)).map((route) => route.label);

  it("shows Admin all ten entries", () => {
    expect(visible(ADMIN)).toEqual([
      "Dashboard",
      "Service Tickets",
      "Vehicles",
      "Services",
      "Job Cards",
      "Calendar",
      "Invoices",
      "Customers",
      "Reminders",
      "Reports",
      "User Management",
      "Settings",
    ]);
  });

  it("hides only User Management from a Manager", () => {
    expect(visible(MANAGER)).not.toContain("User Management");
    expect(visible(MANAGER)).toHaveLength(11);
  });

  it("hides Reports and User Management from a Service Advisor", () => {
    expect(visible(ADVISOR)).toEqual([
      "Dashboard",
      "Service Tickets",
      "Vehicles",
      "Services",
      "Job Cards",
      "Calendar",
      "Invoices",
      "Customers",
      "Reminders",
      "Settings",
    ]);
  });

  it("hides Service Tickets, Reports and User Management from a Service Technician", () => {
    expect(visible(TECHNICIAN)).toEqual(["Dashboard", "Vehicles", "Services", "Job Cards", "Calendar", "Settings"]);
  });

  it("hides Job Cards, Reports and User Management from a User", () => {
    expect(visible(USER)).toEqual(["Dashboard", "Service Tickets", "Vehicles", "Services", "Settings"]);
  });
});
