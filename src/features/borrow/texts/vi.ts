import type { AgreementText } from '../loan-agreement';

/** Hợp đồng vay, tiếng Việt: điền thông tin bên cho vay và báo giá trên màn hình. */
export default {
  sections: [
    {
      heading: 'Các bên',
      blocks: ['Bạn, bên vay, và {{lender}} (số đăng ký SEC {{secNo}}, số Giấy chứng nhận thẩm quyền {{caNo}}), bên cho vay.'],
    },
    {
      heading: 'Khoản vay của bạn',
      blocks: [
        'Số tiền được cấp vốn: {{amount}}. Các khoản phí: {{charges}}.',
        'Bạn nhận {{net}} vào tài khoản ngân hàng hoặc ví điện tử đã lưu, và trả {{total}} chậm nhất vào {{dueDate}} ({{term}}). Hạn trả được tính từ ngày tiền được gửi.',
        'Lãi suất {{interest}}; lãi suất thực tế {{eir}}, như trong bản công bố thông tin.',
      ],
    },
    {
      heading: 'Trả sớm',
      blocks: ['Bạn có thể trả toàn bộ hoặc một phần khoản vay bất cứ lúc nào, không mất phí trả sớm.'],
    },
    {
      heading: 'Trả trễ',
      blocks: [
        'Từ ngày sau hạn trả, mỗi ngày trễ sẽ cộng phí trễ hạn {{penalty}} trên số tiền gốc còn nợ (một tháng tính 30 ngày), và hạn mức tín dụng của bạn bị khóa cho đến khi bạn trả. Lãi, phí và phí trễ hạn cộng lại không bao giờ vượt quá số tiền được cấp vốn.',
      ],
    },
    {
      heading: 'Dữ liệu của bạn',
      blocks: [
        'Chúng tôi chỉ dùng dữ liệu cá nhân của bạn như thông báo quyền riêng tư đã nêu, theo Data Privacy Act 2012 (Luật Bảo mật Dữ liệu của Philippines). Chúng tôi không bao giờ đọc danh bạ, ảnh hay tin nhắn của bạn, và không nói gì về khoản vay với người liên hệ khẩn cấp của bạn.',
      ],
    },
    {
      heading: 'Đồng ý',
      blocks: [
        'Đánh dấu ô và nhấn Đăng ký nghĩa là bạn đồng ý với hợp đồng này và bản công bố thông tin. Bạn không nợ gì trừ khi khoản vay được duyệt và tiền đã được gửi.',
      ],
    },
  ],
} satisfies AgreementText;
