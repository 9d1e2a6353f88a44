import {
  BriefcaseBusiness,
  CalendarDays,
  CircleHelp,
  Coins,
  CreditCard,
  Star,
  UserCheck,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { matchPath } from 'react-router';
import type { CompanyRole } from '@vamos/shared/user-roles';
import { paths, type Role } from '@/config/paths';

export type NavItem = {
  key:
    'jobs' | 'agenda' | 'evaluation' | 'tokens' | 'subscription' | 'profile' | 'team' | 'payments' | 'managers' | 'faq';
  label: string;
  href: string;
  icon: LucideIcon;
  /** Shown in the phone's bottom bar; the others live in the 'Mais' sheet with Sair. */
  primary: boolean;
  /** Other pages that belong to this item (the profile editor belongs to Perfil). */
  alsoActiveOn?: string[];
};

const profileExtra = { alsoActiveOn: [paths.profile.path] };

/** A company's pages only its owner may open (decision 0040). */
const OWNER_ONLY = new Set<NavItem['key']>(['subscription', 'managers']);

/**
 * The navigation of each role, in the spec's order (spec 01 §2.3); Sair is added by the bars. A
 * company's manager (decision 0040) has no 'Assinatura' nor 'Gerentes': they are its owner's.
 */
export function navItemsFor(role: Role, companyRole: CompanyRole | null = null): NavItem[] {
  if (role === 'freelancer') {
    return [
      { key: 'jobs', label: 'Vagas', href: paths.freelancer.jobs.getHref(), icon: BriefcaseBusiness, primary: true },
      { key: 'agenda', label: 'Agenda', href: paths.freelancer.agenda.getHref(), icon: CalendarDays, primary: true },
      { key: 'evaluation', label: 'Avaliar', href: paths.freelancer.evaluation.getHref(), icon: Star, primary: true },
      { key: 'tokens', label: 'Moedas', href: paths.freelancer.tokens.getHref(), icon: Coins, primary: true },
      {
        key: 'profile',
        label: 'Perfil',
        href: paths.freelancer.profile.getHref(),
        icon: UserRound,
        primary: false,
        ...profileExtra,
      },
      { key: 'faq', label: 'FAQ', href: paths.freelancer.faq.getHref(), icon: CircleHelp, primary: false },
    ];
  }
  const items: NavItem[] = [
    { key: 'jobs', label: 'Vagas', href: paths.contractor.jobs.getHref(), icon: BriefcaseBusiness, primary: true },
    { key: 'evaluation', label: 'Avaliar', href: paths.contractor.evaluation.getHref(), icon: Star, primary: true },
    {
      key: 'subscription',
      label: 'Assinatura',
      href: paths.contractor.subscription.getHref(),
      icon: CreditCard,
      primary: true,
    },
    {
      key: 'profile',
      label: 'Perfil',
      href: paths.contractor.profile.getHref(),
      icon: UserRound,
      primary: true,
      ...profileExtra,
    },
    { key: 'team', label: 'Minha equipe', href: paths.contractor.team.getHref(), icon: Users, primary: false },
    {
      key: 'payments',
      label: 'Pagamentos',
      href: paths.contractor.payments.getHref(),
      icon: Wallet,
      primary: false,
    },
    { key: 'managers', label: 'Gerentes', href: paths.contractor.managers.getHref(), icon: UserCheck, primary: false },
    { key: 'faq', label: 'FAQ', href: paths.contractor.faq.getHref(), icon: CircleHelp, primary: false },
  ];
  return companyRole === 'manager' ? items.filter((item) => !OWNER_ONLY.has(item.key)) : items;
}

/** Whether the page at `pathname` belongs to `item` (its own path and anything below it). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  return [item.href, ...(item.alsoActiveOn ?? [])].some((path) => matchPath({ path, end: false }, pathname) !== null);
}
