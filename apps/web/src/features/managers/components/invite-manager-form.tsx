import { useForm } from 'react-hook-form';
import type { InviteManagerInput } from '@vamos/shared/schemas/managers';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useInviteManager } from '../api/invite-manager';
import { emailErrorOf, invitationSentText, managersErrorMessage } from '../lib/managers-texts';

const resolver = lazyZodResolver(async () => (await import('@vamos/shared/schemas/managers')).InviteManagerSchema);

/**
 * 'Convidar gerente': one e-mail, checked as the server checks it. What the server says about the
 * e-mail (already a freelancer's or a company's, already a manager) goes under the field; any other
 * refusal (the limit, the e-mail not sent) to a toast.
 */
export function InviteManagerForm() {
  const form = useForm<InviteManagerInput>({ resolver, defaultValues: { email: '' } });
  const invite = useInviteManager();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const invitation = await invite.mutateAsync(input);
      form.reset({ email: '' });
      toast.success(invitationSentText(invitation.email));
    } catch (error) {
      const message = emailErrorOf(error);
      if (message) form.setError('email', { type: 'server', message }, { shouldFocus: true });
      else toast.error('Não foi possível enviar o convite', { description: managersErrorMessage(error) });
    }
  });

  return (
    <form
      noValidate
      aria-label="Convidar gerente"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
    >
      <Field label="E-mail do gerente" error={errors.email?.message} className="min-w-0 flex-1">
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('email')}
        />
      </Field>
      <Button
        type="submit"
        disabled={invite.isPending}
        aria-busy={invite.isPending || undefined}
        className="sm:mt-[1.625rem]"
      >
        {invite.isPending ? 'Enviando…' : 'Convidar gerente'}
      </Button>
    </form>
  );
}
