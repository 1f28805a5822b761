import type en from './en';

/** Customer service page messages in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'cs.intro': 'Chúng tôi luôn sẵn sàng hỗ trợ. Chạm vào một mục để gọi hoặc nhắn cho chúng tôi, hoặc Sao chép để lưu lại.',
  'cs.writeEmail': 'Gửi email cho chúng tôi',
  'cs.emailSubject': 'Yêu cầu hỗ trợ PesoCash',
  'cs.feedbackLink': 'Gửi góp ý hoặc khiếu nại',
  'cs.loadFailed': 'Không tải được thông tin liên hệ.',
};

export default vi;
