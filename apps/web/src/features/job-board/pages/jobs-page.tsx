import { useSearchParams } from 'react-router';
import { ApplicationsTab } from '../components/applications-tab';
import { BoardTabs, type BoardTab } from '../components/board-tabs';
import { JobFiltersPanel } from '../components/job-filters-panel';
import { JobList } from '../components/job-list';
import { InvitationsSection } from '../components/invitations-section';
import { JobsHero } from '../components/jobs-hero';
import { SocialBlock } from '../components/social-block';
import { SuspensionBanner } from '../components/suspension-banner';
import { useJobFilters } from '../hooks/use-job-filters';
import { Later } from '@/lib/later';

const TAB_PARAM = 'tab';
const APPLICATIONS_TAB = 'candidaturas';

/** /freelancer/jobs and /jobs (spec 01 §2.4): find a job, apply, follow my applications. */
export function JobsPage() {
  const { filters, update, clear } = useJobFilters();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: BoardTab = searchParams.get(TAB_PARAM) === APPLICATIONS_TAB ? 'applications' : 'jobs';

  const changeTab = (next: BoardTab) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'applications') params.set(TAB_PARAM, APPLICATIONS_TAB);
        else params.delete(TAB_PARAM);
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <title>Vagas · Vamos Trabalhar</title>
      <JobsHero />
      <SuspensionBanner />
      <InvitationsSection />
      {/* On the first page, the board a task after the hero, its list a task after the filters (lib/later.tsx). */}
      <Later>
        <BoardTabs
          tab={tab}
          onTabChange={changeTab}
          jobs={
            <div className="flex flex-col gap-4">
              <JobFiltersPanel filters={filters} onChange={update} onClear={clear} />
              <Later>
                <JobList filters={filters} onClear={clear} />
              </Later>
            </div>
          }
          applications={<ApplicationsTab />}
        />
        <SocialBlock />
      </Later>
    </div>
  );
}
