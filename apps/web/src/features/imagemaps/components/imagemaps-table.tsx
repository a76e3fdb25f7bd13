import type { Imagemap } from '@hubline/contract';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { TableScroll } from '../../../ui/table-scroll';
import { imagemapPath } from '../paths';

/** The page of rich messages: each with its image, title (to the editor), alt text and last change. */
export function ImagemapsTable({
  items,
  onDelete,
}: {
  items: readonly Imagemap[];
  onDelete: (item: Imagemap) => void;
}) {
  const { t, i18n } = useTranslation('imagemaps');
  const { hubId = '' } = useParams();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <TableScroll>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 72 }}>{t('list.image')}</TableCell>
            <TableCell>{t('list.title')}</TableCell>
            <TableCell>{t('list.altText')}</TableCell>
            <TableCell>{t('list.updatedAt')}</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                <Box
                  component="img"
                  src={item.image.url.replace(/\/1040$/, '/240')}
                  alt=""
                  sx={{ width: 56, display: 'block', borderRadius: 0.5 }}
                />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={imagemapPath(hubId, item.id)}>
                  {item.title}
                </Link>
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{item.altText}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date.format(new Date(item.updatedAt))}</TableCell>
              <TableCell>
                <Tooltip title={t('list.delete')}>
                  <IconButton
                    aria-label={t('list.deleteOne', { title: item.title })}
                    onClick={() => onDelete(item)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
