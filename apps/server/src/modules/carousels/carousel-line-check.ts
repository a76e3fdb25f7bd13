import type { CarouselDraft } from '@hubline/contract';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { accountCallError, lineStatus } from '../../core/line/line-failure.ts';
import { lineErrorBody, lineReasonOf } from '../../core/line/line-reason.ts';
import { hubAccounts } from '../line-accounts/index.ts';
import { carouselLineMessage } from './carousel-message.ts';

/**
 * LINE's Flex schema is LINE's to apply: the carousel is sent to LINE's validate endpoint
 * (POST /v2/bot/message/validate/push, as broadcasts check JSON messages) through the hub's first
 * LINE account, so a carousel LINE would refuse is refused on save with LINE's reason, not when a
 * broadcast sends it. A hub without a LINE account cannot have its JSON checked, so it cannot save
 * the JSON type; the card types are built by us within LINE's limits and need no account.
 */
export async function checkCarouselWithLine(
  deps: Pick<Deps, 'db' | 'secrets' | 'line'>,
  hubId: string,
  carousel: CarouselDraft,
) {
  const [account] = await hubAccounts(deps.db, hubId);
  if (!account) {
    if (carousel.cardType === 'json')
      throw new AppError('carousel.error.noAccount', {}, { json: 'carousel.error.noAccount' });
    return;
  }
  const api = deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  try {
    await api.validatePush({ messages: [carouselLineMessage(carousel)] });
  } catch (error) {
    if (lineStatus(error) !== 400) throw accountCallError(error);
    const reason = lineReasonOf(lineErrorBody(error)) ?? '';
    const field = carousel.cardType === 'json' ? 'json' : 'cards';
    throw new AppError(
      'carousel.error.lineRefused',
      { reason },
      { [field]: reason || 'carousel.error.lineRefused' },
    );
  }
}
