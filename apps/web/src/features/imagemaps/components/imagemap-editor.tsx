import { type Imagemap, layoutBounds } from '@hubline/contract';
import { Alert, Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { EditorHeader } from '../../../ui/editor-header';
import { useSaveImagemap } from '../api/imagemaps';
import { imagemapPath, imagemapsPath } from '../paths';
import { areasFor, type ImagemapDraft, inputOf } from '../rules/draft';
import { AreaActionFields } from './area-action-fields';
import { ImageUpload } from './image-upload';
import { LayoutDiagram } from './layout-diagram';
import { LayoutPicker } from './layout-picker';

/**
 * The rich message editor: upload the image, choose a layout template, then click an area drawn
 * over the image and give it a link or a message; the alt text is what chat lists show.
 */
export function ImagemapEditor({ initial, imagemap }: { initial: ImagemapDraft; imagemap?: Imagemap }) {
  const { t } = useTranslation('imagemaps');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [selected, setSelected] = useState(0);
  const save = useSaveImagemap(hubId);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const change = (patch: Partial<ImagemapDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const height = draft.image?.height ?? 1040;
  const bounds = layoutBounds(draft.layout, height);
  const area = draft.areas[selected];

  const onSave = () =>
    save.mutate(
      { input: inputOf(draft), id: imagemap?.id },
      {
        onSuccess: (saved) => {
          showToast('success', saved.msg);
          if (!imagemap) navigate(imagemapPath(hubId, saved.imagemap.id), { replace: true });
        },
      },
    );

  return (
    <>
      <EditorHeader
        back={{ to: imagemapsPath(hubId), label: t('editor.back') }}
        title={imagemap ? t('editor.editTitle') : t('editor.createTitle')}
        subtitle={imagemap?.title}
        save={{ label: t('editor.save'), onSave, pending: save.isPending, error: save.error }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent>
            <Stack spacing={2.5}>
              <TextField
                label={t('editor.title')}
                value={draft.title}
                onChange={(event) => change({ title: event.target.value })}
                error={!!fields.title}
                helperText={fields.title}
                required
                fullWidth
              />
              <ImageUpload hasImage={!!draft.image} onUploaded={(image) => change({ image })} />
              {fields.imageId && <Alert severity="error">{fields.imageId}</Alert>}
              <Box>
                <Typography variant="subtitle2" gutterBottom>
                  {t('editor.layout')}
                </Typography>
                <LayoutPicker
                  value={draft.layout}
                  onChange={(layout) => {
                    change({ layout, areas: areasFor(layout, draft.areas) });
                    setSelected(0);
                  }}
                />
              </Box>
              {area && (
                <AreaActionFields
                  index={selected}
                  area={area}
                  onChange={(next) =>
                    change({ areas: draft.areas.map((a, i) => (i === selected ? next : a)) })
                  }
                  error={fields[`areas.${selected}.linkUri`] ?? fields[`areas.${selected}.text`]}
                />
              )}
              <TextField
                label={t('editor.altText')}
                value={draft.altText}
                onChange={(event) => change({ altText: event.target.value })}
                error={!!fields.altText}
                helperText={fields.altText ?? t('editor.altTextHelp')}
                required
                fullWidth
              />
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {t('editor.areas')}
            </Typography>
            <Box sx={{ maxWidth: 420, mx: 'auto' }}>
              <LayoutDiagram
                bounds={bounds}
                width={1040}
                height={height}
                selected={selected}
                onSelect={setSelected}
                areaLabel={(name) => t('area.select', { name })}
              >
                {draft.image ? (
                  <Box
                    component="img"
                    src={draft.image.url}
                    alt={t('image.alt')}
                    sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
                  />
                ) : (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      position: 'absolute',
                      bottom: 8,
                      left: 0,
                      right: 0,
                      textAlign: 'center',
                      zIndex: 1,
                    }}
                  >
                    {t('image.none')}
                  </Typography>
                )}
              </LayoutDiagram>
            </Box>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', mt: 1, textAlign: 'center' }}
            >
              {t('editor.areasHelp')}
            </Typography>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
