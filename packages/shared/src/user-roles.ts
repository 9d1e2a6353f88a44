/**
 * Who a user is: a freelancer or a contractor (profiles.user_type; a CHECK constraint of the
 * database, kept equal to this list by the server's db/value-lists.test.ts).
 */
export const USER_ROLES = ['freelancer', 'contractor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * What a login is (users.role): one of USER_ROLES, or a manager, a person with a login of their own
 * who acts for one contractor's company (decision 0040). In the app a manager is a contractor. An
 * operator (decision 0048) runs the marketplace: created only by `npm run operator:create`, never at
 * signup, and signed in only with a second factor (TOTP).
 */
export const LOGIN_ROLES = [...USER_ROLES, 'manager', 'operator'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

/** A contractor's people: the company's owner (the account that signed up) and its managers. */
export const COMPANY_ROLES = ['owner', 'manager'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
