import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { SignupWizard } from '../components/signup/signup-wizard';
import { UserTypeChooser } from '../components/signup/user-type-chooser';
import { EMPTY_DRAFT, type SignupDraft, type UserType } from '../lib/signup-draft';

const TITLES: Record<UserType, string> = {
  freelancer: 'Cadastro Freelancer',
  contractor: 'Cadastro Contratante',
};

/**
 * /cadastro (spec 01 §2.2): choose the account type, then the 3-step wizard. What was typed is
 * kept when going back to the chooser (step 1 is the same for both types).
 */
export function SignupPage() {
  const [userType, setUserType] = useState<UserType | null>(null);
  const [draft, setDraft] = useState<SignupDraft>(EMPTY_DRAFT);
  // Signing in instead comes back to the same page afterwards.
  const next = useSearchParams()[0].get('next') ?? undefined;

  return (
    <AuthCard
      title={userType ? TITLES[userType] : 'Criar conta'}
      description={userType ? undefined : 'Como você quer usar o Vamos Trabalhar?'}
    >
      {userType ? (
        <SignupWizard userType={userType} draft={draft} onDraftChange={setDraft} onExit={() => setUserType(null)} />
      ) : (
        <UserTypeChooser onChoose={setUserType} />
      )}
      <p className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
        Já tem uma conta?{' '}
        <Link
          to={paths.login.getHref(next)}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Entrar
        </Link>
      </p>
    </AuthCard>
  );
}
