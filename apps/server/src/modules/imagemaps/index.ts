// What other modules may ask of rich messages: their published images (rich videos' preview images).
export {
  findImagemapImage,
  imagemapImagePath,
  imagemapImagesOf,
  imagemapImageView,
} from './imagemap-images.ts';
