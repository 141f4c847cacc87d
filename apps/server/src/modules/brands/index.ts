export {
  addBanner,
  addNotice,
  brandBanners,
  brandNotices,
  editBanner,
  editNotice,
  removeBanner,
  removeNotice,
} from './content';
export { checkImage, checkSvg, type CheckedImage, MAX_IMAGE_BYTES } from './images';
export {
  type BrandActor,
  brandOf,
  checkHost,
  createBrand,
  getBrand,
  listBrands,
  setBrandLogo,
  setBrandStatus,
  updateBrand,
} from './service';
