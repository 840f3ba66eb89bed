import type { Lang } from '../section';

/** The logo upload's messages (namespace `sites`, merged into the section's: sections/sites.tsx). */
export const LOGO_UPLOAD_MESSAGES: Record<Lang, Record<string, string>> = {
  EN: {
    uploadLogo: 'Upload an image for {{logo}}',
    uploadHint: 'PNG, JPEG or WebP, at most {{size}} KB.',
    uploading: 'Uploading…',
    uploaded: '{{logo}}: image uploaded and saved.',
    'rule.data': 'Choose a PNG, JPEG or WebP image of at most 512 KB.',
  },
  PHP: {
    uploadLogo: 'Mag-upload ng larawan para sa {{logo}}',
    uploadHint: 'PNG, JPEG o WebP, hanggang {{size}} KB.',
    uploading: 'Ina-upload…',
    uploaded: '{{logo}}: na-upload at na-save ang larawan.',
    'rule.data': 'Pumili ng larawang PNG, JPEG o WebP na hanggang 512 KB.',
  },
  CN: {
    uploadLogo: '为{{logo}}上传图片',
    uploadHint: 'PNG、JPEG 或 WebP，最大 {{size}} KB。',
    uploading: '正在上传…',
    uploaded: '{{logo}}：图片已上传并保存。',
    'rule.data': '请选择不超过 512 KB 的 PNG、JPEG 或 WebP 图片。',
  },
};
