/** The gender a job prefers (jobs.gender_preference, a CHECK constraint of the database). */

export const GENDER_PREFERENCES = ['male', 'female', 'no_preference'] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

export const GENDER_PREFERENCE_LABELS: Record<GenderPreference, string> = {
  male: 'Masculino',
  female: 'Feminino',
  no_preference: 'Sem preferência',
};

const GENDER_ALIASES: Record<string, GenderPreference> = {
  male: 'male',
  homem: 'male',
  masculino: 'male',
  female: 'female',
  mulher: 'female',
  feminino: 'female',
  no_preference: 'no_preference',
  tanto_faz: 'no_preference',
};

/** Stored value for any accepted spelling (male|homem, female|mulher, no_preference|tanto_faz); otherwise null. */
export function normalizeGender(value: string | null | undefined): GenderPreference | null {
  return GENDER_ALIASES[value?.trim().toLowerCase() ?? ''] ?? null;
}

/** Display label; an empty value shows 'Sem preferência' (spec 01 §3), an unknown one is shown as is. */
export function genderLabel(value: string | null | undefined): string {
  if (!value?.trim()) return GENDER_PREFERENCE_LABELS.no_preference;
  const gender = normalizeGender(value);
  return gender ? GENDER_PREFERENCE_LABELS[gender] : value;
}
