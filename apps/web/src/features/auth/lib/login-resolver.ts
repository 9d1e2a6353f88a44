import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@vamos/shared/schemas/auth';

/** The login form's validation, loaded with its first use (components/forms/lazy-resolver). */
export const loginResolver = zodResolver(LoginSchema);
