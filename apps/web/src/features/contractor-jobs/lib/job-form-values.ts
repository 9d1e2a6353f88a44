/**
 * The job form's values: every control holds text (the budget as typed, 'R$ 150,00'; the number
 * of people as typed), the meal toggle a boolean. Names are the API's, so the shared schema's
 * messages land on the right fields.
 */
export type JobFormValues = {
  company: string;
  cep: string;
  state: string;
  city: string;
  neighborhood: string;
  street: string;
  number: string;
  complement: string;
  service_date: string;
  start_time: string;
  end_time: string;
  salary_cents: string;
  payment_date: string;
  requirements: string;
  gender_preference: string;
  segment: string;
  description: string;
  required_people: string;
  lanche_no_local: boolean;
  is_public: boolean;
  /** 'Convidar minha equipe primeiro' (create only, decision 0037) and for how many hours, as typed. */
  invite_first: boolean;
  invite_first_hours: string;
  /** 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042): sent only where the form offers it. */
  guaranteed_pay: boolean;
  /** 'Pagar todas as vagas agora' (decision 0056): with guaranteed pay, one PIX for every place. */
  pay_all_now: boolean;
};

export const EMPTY_JOB_FORM: JobFormValues = {
  company: '',
  cep: '',
  state: '',
  city: '',
  neighborhood: '',
  street: '',
  number: '',
  complement: '',
  service_date: '',
  start_time: '',
  end_time: '',
  salary_cents: '',
  payment_date: '',
  requirements: '',
  gender_preference: 'no_preference',
  segment: '',
  description: '',
  required_people: '1',
  lanche_no_local: false,
  is_public: true,
  invite_first: false,
  invite_first_hours: '2',
  guaranteed_pay: false,
  pay_all_now: false,
};

/** 'R$ 1.234,56' → 123456 (digits read as cents); nothing typed → undefined ('Valor é obrigatório'). */
export function centsOf(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : Number.parseInt(digits, 10);
}

export function peopleOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** What the shared schema parses: the texts as typed, the budget in cents and the people as numbers (or missing). */
export type JobInputDraft = Omit<
  JobFormValues,
  'salary_cents' | 'required_people' | 'invite_first' | 'invite_first_hours'
> & {
  salary_cents: number | undefined;
  required_people: number | undefined;
  /** Set only when 'Convidar minha equipe primeiro' is checked (a blank or odd number: the schema says so). */
  invite_first_hours: number | null;
};

/** The form's values as the shared schema's input (CreateJobSchema / UpdateJobSchema). */
export function toJobInput(values: JobFormValues): JobInputDraft {
  const { invite_first, invite_first_hours, ...rest } = values;
  return {
    ...rest,
    salary_cents: centsOf(values.salary_cents),
    required_people: peopleOf(values.required_people),
    invite_first_hours: invite_first ? (peopleOf(invite_first_hours) ?? Number.NaN) : null,
  };
}
