import type { Carousel } from '@hubline/contract';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormatDate } from '../../../i18n/format';
import type { LibraryColumn } from '../../../ui/folder-library/library-table';
import { CARD_TYPE_KEYS } from '../labels';
import { carouselPath } from '../paths';

/** messaging.md §3 Carousel: the name (opening the editor), card type, how many cards, and when it changed. */
export function useCarouselColumns(): LibraryColumn<Carousel>[] {
  const { t } = useTranslation('carousels');
  const { hubId = '' } = useParams();
  const format = useFormatDate();
  return [
    {
      key: 'name',
      header: t('table.name'),
      cell: (carousel) => (
        <Link
          component={RouterLink}
          to={carouselPath(hubId, carousel.id)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {carousel.name}
        </Link>
      ),
    },
    {
      key: 'cardType',
      header: t('field.cardType'),
      cell: (carousel) => t(CARD_TYPE_KEYS[carousel.cardType]),
    },
    {
      key: 'cards',
      header: t('table.cards'),
      align: 'right',
      // A JSON carousel's bubbles are its own: not counted here.
      cell: (carousel) =>
        carousel.cardType === 'json' ? '—' : carousel.cards.length + (carousel.closingCard ? 1 : 0),
    },
    {
      key: 'updatedAt',
      header: t('table.updatedAt'),
      cell: (carousel) => format.dateTime(carousel.updatedAt),
      sx: { whiteSpace: 'nowrap' },
    },
  ];
}
