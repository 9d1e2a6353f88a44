import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { buttonVariants } from '@/components/ui/button';
import { homeOf, paths } from '@/config/paths';
import { useMe } from '@/lib/auth';
import { cn } from '@/lib/cn';

type PublicHeaderProps = {
  /** `onDark` over the landing's hero, `onLight` on white pages. */
  tone?: 'onLight' | 'onDark';
  className?: string;
  /** Where 'Entrar' and 'Criar conta' come back to once signed in (a job's public page: that job). */
  next?: string;
};

/** Header of the public pages: the logo, then 'Entrar'/'Criar conta' or, when signed in, the user's area. */
export function PublicHeader({ tone = 'onLight', className, next }: PublicHeaderProps) {
  const { data: me } = useMe();
  const onDark = tone === 'onDark';
  return (
    <header className={cn('w-full', className)}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 md:px-6">
        <Link to={paths.home.getHref()} className="rounded-lg">
          <Logo variant={onDark ? 'light' : 'dark'} className="h-8 md:h-9" />
        </Link>
        {me ? (
          <Link to={homeOf(me.role)} className={cn(buttonVariants({ variant: onDark ? 'accent' : 'default' }))}>
            Minha área
          </Link>
        ) : me === null ? (
          <div className="flex items-center gap-2">
            <Link
              to={paths.login.getHref(next)}
              className={cn(
                buttonVariants({ variant: 'ghost' }),
                onDark && 'text-white hover:bg-white/10 hover:text-white',
              )}
            >
              Entrar
            </Link>
            <Link
              to={paths.signup.getHref(next)}
              className={cn(
                buttonVariants({ variant: onDark ? 'accent' : 'default' }),
                'hidden min-[400px]:inline-flex',
              )}
            >
              Criar conta
            </Link>
          </div>
        ) : null}
      </div>
    </header>
  );
}
