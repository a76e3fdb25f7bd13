import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useProfile } from '../api/get-profile';
import { LanguageCard } from '../components/language-card';
import { LineTestIdsCard } from '../components/line-test-ids-card';
import { NotificationCard } from '../components/notification-card';
import { PersonalCard } from '../components/personal-card';
import { TwoFactorCard } from '../components/two-factor-card';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {profile.isPending && <PageSkeleton shape="form" />}
      {profile.isError && (
        <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />
      )}
      {profile.isSuccess && (
        <>
          <PersonalCard profile={profile.data} />
          <LanguageCard />
          <NotificationCard enabled={profile.data.notification} />
          <LineTestIdsCard />
          <TwoFactorCard enabled={profile.data.useTwoFactorAuth} />
        </>
      )}
    </>
  );
}
