export { betHistoryPage, loginActivityPage } from './lists';
export { seedAccountDemo } from './seed';
export {
  type BannerFields,
  type BannerRecord,
  createBanner,
  createNotice,
  deleteBanner,
  deleteNotice,
  findBanner,
  findNotice,
  listBanners,
  listNotices,
  type NoticeRecord,
  updateBanner,
  updateNotice,
} from './brand-content';
