import { remoteFederation } from '@site/shared/build/remote';

/** Everything the templates remote exposes, in one place. */
export const exposes = {
  './Layout': './src/layouts/Layout.tsx',
  './HomePage': './src/home/HomePage.tsx',
  './HomePrefetch': './src/home/HomePrefetch.ts',
  './CmsPage': './src/content/cms/CmsPage.tsx',
  './PromotionsPage': './src/content/promotions/PromotionsPage.tsx',
  './NewsPage': './src/content/news/NewsPage.tsx',
  './ContactPage': './src/content/contact/ContactPage.tsx',
  './DownloadPage': './src/content/download/DownloadPage.tsx',
  './ReviewPage': './src/content/review/ReviewPage.tsx',
  './Preloader': './src/preloader/Preloader.tsx',
  './PreloaderPage': './src/preloader/PreloaderPage.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
