import type { Broadcast } from '@hubline/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { carouselLineMessage, useCarousels } from '../../../../lib/api/carousels';
import { useAllImagemaps } from '../../../../lib/api/imagemaps';
import { useInboxAccounts } from '../../../../lib/api/inbox-accounts';
import { useVideos } from '../../../../lib/api/videos';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { BesidePreview } from '../../../../ui/line-messages/beside-preview';
import type { LibraryPreview } from '../../../../ui/line-messages/model-message';
import { PhonePreview } from '../../../../ui/line-messages/phone-preview';
import { PageHeader } from '../../../../ui/page-header';
import { useSaveBroadcast } from '../../api/save-broadcast';
import { broadcastEditPath, broadcastsPath } from '../../paths';
import { type Draft, draftToInput } from '../../rules/draft';
import { previewMessage } from '../../rules/preview-message';
import { AbSplitFields } from './ab-split-fields';
import { AbTestBar } from './ab-test-bar';
import { AudienceSection } from './audience-section';
import { BasicsSection } from './basics-section';
import { MessagesSection } from './messages-section';
import { ScheduleSection } from './schedule-section';
import { SendActions } from './send-actions';
import { TestSendPanel } from './test-send-panel';
import { useDraft } from './use-draft';

/** The composer of a new (no `broadcast`) or a saved broadcast; a saved one can be test-sent and sent. */
export function BroadcastComposer({ initial, broadcast }: { initial: Draft; broadcast?: Broadcast }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const { timezone } = useSession();
  const { draft, change, dirty, markSaved } = useDraft(initial);
  const save = useSaveBroadcast(hubId);
  const accounts = useInboxAccounts(hubId).data?.accounts ?? [];
  const accountName = accounts.find((account) => account.id === draft.accountId)?.name ?? '';
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  // Library items are previewed as the LINE message they are sent as, once read.
  const uses = (type: string) => draft.messages.some((message) => message.type === type);
  const imagemaps = useAllImagemaps(hubId, uses('imagemap')).data?.items;
  const carousels = useCarousels(hubId, uses('carousel')).data?.items ?? [];
  const videos = useVideos(hubId, uses('richVideo')).data?.items;
  const library: LibraryPreview = (ref) => {
    switch (ref.type) {
      case 'imagemap':
        return imagemaps?.find((item) => item.id === ref.imagemapId)?.message;
      case 'carousel':
        return carouselLineMessage(carousels, ref.carouselId);
      case 'richVideo':
        return videos?.find((item) => item.id === ref.videoId)?.message;
      default:
        return undefined;
    }
  };

  const isVersionB = broadcast?.abTest?.variant === 'B';
  const onSave = () => {
    const { broadcastDate, ...input } = draftToInput(draft, timezone);
    // Version B goes out at version A's date, which the server keeps on it: B does not send one.
    save.mutate(
      { input: isVersionB ? input : { ...input, broadcastDate }, id: broadcast?.id },
      {
        onSuccess: (saved) => {
          markSaved();
          if (!broadcast) navigate(broadcastEditPath(hubId, saved.broadcast.id), { replace: true });
        },
      },
    );
  };

  return (
    <>
      <Button
        component={RouterLink}
        to={broadcastsPath(hubId)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('composer.back')}
      </Button>
      <PageHeader
        title={broadcast ? t('composer.editTitle') : t('composer.createTitle')}
        subtitle={broadcast?.name}
        actions={
          <Button
            variant="contained"
            onClick={onSave}
            loading={save.isPending}
            disabled={!!broadcast && !dirty}
          >
            {t('composer.saveDraft')}
          </Button>
        }
      />
      {broadcast && (
        <Stack spacing={2} sx={{ mb: 2 }}>
          <AbTestBar broadcast={broadcast} />
          <AbSplitFields key={broadcast.id} broadcast={broadcast} />
        </Stack>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error.message}
        </Alert>
      )}
      <BesidePreview
        preview={
          <PhonePreview
            accountName={accountName}
            messages={draft.messages.map((message, index) => previewMessage(message, index, library))}
            labels={{
              title: t('preview.title'),
              account: t('preview.account'),
              caption: t('preview.caption'),
            }}
          />
        }
      >
        <BasicsSection draft={draft} change={change} nameError={fields.name} followsA={isVersionB} />
        <AudienceSection draft={draft} change={change} />
        <MessagesSection draft={draft} change={change} fields={fields} />
        <ScheduleSection
          draft={draft}
          change={change}
          serverError={fields.broadcastDate}
          followsA={isVersionB}
        />
        {broadcast && (
          <Stack>
            <TestSendPanel broadcast={broadcast} dirty={dirty} />
            <SendActions broadcast={broadcast} dirty={dirty} />
          </Stack>
        )}
      </BesidePreview>
    </>
  );
}
