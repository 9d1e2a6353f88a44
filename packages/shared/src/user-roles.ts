/**
 * Who a user is: a freelancer or a contractor (users.role, profiles.user_type; a CHECK constraint
 * of the database, kept equal to this list by the server's db/value-lists.test.ts).
 */
export const USER_ROLES = ['freelancer', 'contractor'] as const;
export type UserRole = (typeof USER_ROLES)[number];
