import { sql, type SQL } from "drizzle-orm";
import type { ListShape, ListValues } from "../db/lists/list-statement";
import { likePattern } from "../db/lists/search-filter";
import { customers, customerVehicles } from "../db/schema";

/**
 * A customer search looks in the name, e-mail and phone numbers (customers.search_text, which
 * also holds the phones' bare digits) and in the VINs of the customer's vehicles. Two more
 * filters than the other lists, so two more flags in the statement's shape.
 */
export interface CustomerListShape extends ListShape {
  /** The search is a phone number typed with separators: its bare digits are searched too. */
  digits: boolean;
  /** The search can be part of a VIN: the customer's vehicles are searched too. */
  vin: boolean;
}

const PHONE_TYPED = /^[0-9+()\-.\s]+$/;
/** Fewer digits than this would find most phone numbers. */
const MIN_PHONE_DIGITS = 3;
/** Letters and digits only, as a VIN is written; shorter fragments match too many VINs to mean one. */
const VIN_FRAGMENT = /^[A-Za-z0-9]{3,}$/;

/** The digits of a search typed as a phone number ("(555) 010-1" -> "5550101"), or null. */
export function phoneDigits(search: string): string | null {
  if (!PHONE_TYPED.test(search)) return null;
  const digits = search.replace(/[^0-9]/g, "");
  // Digits typed without separators are found by the search itself.
  if (digits.length < MIN_PHONE_DIGITS || digits === search) return null;
  return digits;
}

/** The shape and values of a customer list request, from the house's list request. */
export function customerListRequest(request: { shape: ListShape; values: ListValues }, search: string | undefined) {
  const digits = search ? phoneDigits(search) : null;
  const vin = search ? VIN_FRAGMENT.test(search) : false;
  const values: ListValues = { ...request.values };
  if (digits) values.digitsPattern = likePattern(digits);
  const shape: CustomerListShape = { ...request.shape, digits: digits !== null, vin };
  return { shape, values };
}

export function customerShapeKey(shape: CustomerListShape, baseKey: string): string {
  return `${baseKey}_${shape.digits ? "1" : "0"}${shape.vin ? "1" : "0"}`;
}

/** The text conditions on search_text: the search as typed, and its phone digits. */
function textMatch(column: SQL, shape: CustomerListShape): SQL {
  const typed = sql`${column} ilike ${sql.placeholder("pattern")}`;
  return shape.digits ? sql`(${typed} or ${column} ilike ${sql.placeholder("digitsPattern")})` : typed;
}

/** Customers owning a vehicle whose VIN holds the search (the VIN's trigram index). */
function vinOwners(): SQL {
  return sql`select ${customerVehicles.customerId} from ${customerVehicles} where ${customerVehicles.vin} ilike ${sql.placeholder("pattern")}`;
}

/**
 * The search condition. Among the newest rows (the first try) each row is tested, the search
 * column wrapped so its trigram index is not chosen, and the VINs' owners are one hashed set.
 * Over the whole table the matches are one set of ids from the two trigram indexes (names,
 * e-mails and phones; VINs), so PostgreSQL reads only the matches and never every customer.
 */
export function customerSearchCondition(shape: CustomerListShape): SQL | undefined {
  if (!shape.search) return undefined;
  const idLike = shape.idLike ? sql` or ${customers.id} between ${sql.placeholder("idLow")}::uuid and ${sql.placeholder("idHigh")}::uuid` : sql``;
  if (shape.recent) {
    const vin = shape.vin ? sql` or ${customers.id} in (${vinOwners()})` : sql``;
    return sql`(${textMatch(sql`(${customers.searchText} || '')`, shape)}${vin}${idLike})`;
  }
  const byText = sql`select ${customers.id} from ${customers} where ${textMatch(sql`${customers.searchText}`, shape)}`;
  const matches = shape.vin ? sql`${byText} union ${vinOwners()}` : byText;
  return sql`(${customers.id} in (${matches})${idLike})`;
}
