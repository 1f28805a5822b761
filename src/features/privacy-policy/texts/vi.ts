import type { PolicyText } from '../policy-text';

/** Thông báo quyền riêng tư, tiếng Việt (Đạo luật Bảo mật Dữ liệu 2012 của Philippines, Thông tư NPC 20-01). */
export default {
  updatedLabel: 'Cập nhật lần cuối',
  updated: '2026-11-28',
  intro:
    '{{lender}} (Số đăng ký SEC {{secNo}}, Số Giấy chứng nhận hoạt động {{caNo}}) là bên kiểm soát thông tin cá nhân của ứng dụng này. Thông báo này giải thích chúng tôi thu thập dữ liệu cá nhân nào khi bạn sử dụng ứng dụng, nhằm mục đích gì, lưu giữ trong bao lâu, ai nhận được và bạn có những quyền gì theo Đạo luật Bảo mật Dữ liệu năm 2012 (Đạo luật Cộng hòa số 10173), quy định hướng dẫn thi hành và Thông tư số 20-01 của Ủy ban Quyền riêng tư Quốc gia (NPC) về cho vay.',
  sections: [
    {
      heading: 'Chúng tôi thu thập gì và vì sao',
      blocks: [
        [
          'Số điện thoại di động của bạn và mã đăng nhập dùng một lần chúng tôi gửi qua SMS: để tạo tài khoản và đăng nhập an toàn.',
          'Thông tin nhận dạng: ảnh giấy tờ tùy thân do nhà nước cấp, ảnh chụp trực tiếp khuôn mặt và thông tin đọc từ giấy tờ: để xác nhận bạn đúng là người bạn nói, theo yêu cầu của quy định chống rửa tiền, và để ngăn người khác vay dưới tên bạn.',
          'Thông tin cá nhân bạn nhập: giới tính, ngày sinh, email, học vấn, tình trạng hôn nhân, số con, tình trạng việc làm, ngành nghề, thu nhập, hình thức lương, ngày nhận lương, tên và địa chỉ công ty: để đánh giá hồ sơ và quyết định số tiền chúng tôi có thể cho vay.',
          'Hai người liên hệ khẩn cấp do bạn tự nhập (tên, mối quan hệ, số điện thoại): chỉ để xác nhận thông tin của bạn và, nếu hoàn toàn không liên lạc được với bạn, nhờ họ nhắn bạn liên hệ với chúng tôi. Chúng tôi không bao giờ cho họ biết về khoản vay hay số tiền bạn nợ.',
          'Tài khoản ngân hàng hoặc ví điện tử của bạn: để chuyển khoản vay và đối chiếu các khoản thanh toán.',
          'Các khoản vay, thanh toán, gia hạn, phiếu giảm giá và tin nhắn bạn gửi: để quản lý tài khoản, trả lời bạn và lưu hồ sơ theo luật định.',
          'Thông tin thiết bị: mã thiết bị ngẫu nhiên do ứng dụng tạo, hệ điều hành, kích thước màn hình, trình duyệt và việc ứng dụng có được mở từ màn hình chính hay không: để bảo vệ tài khoản và khắc phục sự cố.',
          'Vị trí của bạn, chỉ khi bạn cho phép: để phát hiện gian lận, ví dụ hồ sơ được gửi từ nơi bạn chưa từng đến.',
          'Cách ứng dụng được sử dụng (trang đã mở, lỗi): để tìm và sửa sự cố. Dữ liệu này không được dùng để quyết định khoản vay của bạn.',
        ],
      ],
    },
    {
      heading: 'Quyền truy cập và thời điểm chúng tôi xin',
      blocks: [
        'Trước khi trình duyệt hỏi một quyền, ứng dụng hiển thị một ghi chú ngắn giải thích lý do. Từ chối không bao giờ ngăn bạn dùng ứng dụng, trừ camera khi xác minh danh tính, vì không thể xác minh nếu thiếu camera.',
        [
          'Camera: chỉ trong lúc bạn chụp giấy tờ và khuôn mặt khi xác minh danh tính, không bao giờ vào lúc khác.',
          'Vị trí: hỏi một lần, khi bạn đăng ký vay (bạn có thể yêu cầu lại trong Hồ sơ của tôi); bạn có thể từ chối hoặc tắt bất cứ lúc nào trong cài đặt trình duyệt.',
          'Thông báo: hỏi một lần, sau lần đăng ký vay đầu tiên, để báo khi khoản vay được duyệt hoặc sắp đến hạn; bạn có thể tắt bất cứ lúc nào.',
        ],
        'Ứng dụng này không và không thể truy cập danh bạ, thư viện ảnh hay tin nhắn SMS của bạn. Khi bạn đính kèm ảnh (biên lai hoặc ảnh góp ý), trình duyệt chỉ gửi cho chúng tôi đúng ảnh bạn chọn. Nếu điện thoại đề nghị tự điền mã đăng nhập từ tin nhắn, chỉ mã đó đến được ứng dụng, và chỉ khi bạn đồng ý.',
      ],
    },
    {
      heading: 'Vì sao chúng tôi được phép xử lý dữ liệu của bạn',
      blocks: [
        'Chúng tôi xử lý dữ liệu để ký kết và thực hiện hợp đồng vay bạn yêu cầu; để tuân thủ pháp luật (bao gồm Đạo luật Chống rửa tiền, Đạo luật Hệ thống Thông tin Tín dụng và quy định của Ủy ban Chứng khoán và Giao dịch SEC); để bảo vệ bạn và chúng tôi khỏi gian lận; và, đối với vị trí và thông báo, dựa trên sự đồng ý của bạn, mà bạn có thể rút lại bất cứ lúc nào.',
      ],
    },
    {
      heading: 'Ai nhận dữ liệu của bạn',
      blocks: [
        'Chúng tôi chỉ chia sẻ những gì mỗi bên cần, theo hợp đồng bằng văn bản buộc họ bảo vệ dữ liệu:',
        [
          'Credit Information Corporation, nơi pháp luật yêu cầu bên cho vay báo cáo dữ liệu khoản vay;',
          'ngân hàng, ví điện tử và điểm thanh toán chuyển khoản vay và nhận tiền trả nợ của bạn;',
          'nhà cung cấp dịch vụ xác minh danh tính, SMS và lưu trữ đám mây làm việc theo chỉ dẫn của chúng tôi;',
          'đơn vị thu hồi nợ, chỉ khi khoản vay quá hạn, phải tuân thủ quy định cấm thu nợ không công bằng (Thông tư số 18 của SEC, năm 2019);',
          'cơ quan quản lý, tòa án và cơ quan thực thi pháp luật, khi pháp luật yêu cầu.',
        ],
        'Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn. Nếu bạn mở ứng dụng này từ ứng dụng của đối tác, đối tác đó đã cung cấp số điện thoại của bạn để đăng nhập; chúng tôi không chia sẻ chi tiết khoản vay với đối tác.',
      ],
    },
    {
      heading: 'Chúng tôi lưu giữ trong bao lâu',
      blocks: [
        [
          'Mã đăng nhập: 5 phút, sau đó hết hiệu lực.',
          'Hồ sơ tài khoản, danh tính, khoản vay và thanh toán: 5 năm sau khi khoản vay cuối cùng được trả hết hoặc tài khoản bị đóng, theo yêu cầu của quy định chống rửa tiền.',
          'Nếu bạn chưa từng vay: dữ liệu bị xóa 1 năm sau lần đăng nhập cuối cùng, trừ khi pháp luật yêu cầu lưu hồ sơ danh tính lâu hơn.',
          'Thông tin thiết bị, vị trí và nhật ký sử dụng: 1 năm.',
        ],
        'Sau các thời hạn này, chúng tôi xóa hoặc ẩn danh dữ liệu của bạn.',
      ],
    },
    {
      heading: 'Cách chúng tôi bảo vệ dữ liệu',
      blocks: [
        'Dữ liệu của bạn được mã hóa khi truyền đi. Mã phiên đăng nhập chỉ được lưu dưới dạng không thể đọc ngược lại và hết hạn sau 30 ngày không sử dụng. Chỉ nhân viên cần dữ liệu cho công việc mới xem được, và họ phải giữ bí mật.',
      ],
    },
    {
      heading: 'Quyền của bạn',
      blocks: [
        'Theo Đạo luật Bảo mật Dữ liệu, bạn có quyền:',
        [
          'được thông báo về cách dữ liệu của bạn được xử lý;',
          'truy cập dữ liệu và nhận bản sao;',
          'sửa dữ liệu sai hoặc lỗi thời;',
          'phản đối việc xử lý và rút lại sự đồng ý khi chúng tôi dựa vào đó;',
          'yêu cầu xóa hoặc chặn dữ liệu khi không còn cần thiết hoặc bị xử lý trái pháp luật;',
          'nhận dữ liệu của bạn ở định dạng điện tử có thể chuyển đi;',
          'được bồi thường thiệt hại do vi phạm quyền của bạn;',
          'khiếu nại lên Ủy ban Quyền riêng tư Quốc gia (privacy.gov.ph).',
        ],
        'Một số dữ liệu phải được lưu theo thời hạn luật định ngay cả khi bạn yêu cầu xóa; chúng tôi sẽ cho bạn biết khi trường hợp đó xảy ra.',
      ],
    },
    {
      heading: 'Thực hiện quyền của bạn trong ứng dụng',
      blocks: [
        'Trong Hồ sơ của tôi, "Dữ liệu của tôi" hiển thị mọi thứ chúng tôi lưu về bạn và cho phép tải xuống thành một tệp ngay lập tức.',
        [
          '"Xóa tài khoản của tôi" (trong Dữ liệu của tôi) xóa ảnh giấy tờ tùy thân, người liên hệ khẩn cấp, thông tin cá nhân, tài khoản ngân hàng, thiết bị, vị trí, dữ liệu sử dụng, tin nhắn và góp ý của bạn, đồng thời đăng xuất bạn trên mọi thiết bị. Trước đó chúng tôi yêu cầu một mã gửi qua SMS. Không thể thực hiện khi còn khoản vay chưa tất toán hoặc chúng tôi còn nợ bạn khoản hoàn tiền.',
          'Những gì luật buộc chúng tôi giữ lại sau đó: các khoản vay và thanh toán của bạn (số tiền và ngày) và số giấy tờ tùy thân ở dạng không thể đọc lại, trong 5 năm sau khi xóa, theo quy định phòng chống rửa tiền; sau đó cũng bị xóa. Số điện thoại của bạn có thể đăng ký lại như người vay mới.',
          'Trong Hồ sơ của tôi, "Lựa chọn của bạn" cho phép bạn rút lại sự đồng ý về vị trí, thông báo và thống kê sử dụng bất cứ lúc nào; việc đó dừng ngay trên thiết bị đó.',
          'Lời nhắc thanh toán chỉ đến trong khoảng 6:00 đến 22:00 giờ Philippines, dưới dạng tin nhắn trong ứng dụng, thông báo và, nếu thông báo không đến được bạn, SMS vào ngày đến hạn và ngày hôm sau. Bạn có thể tắt lời nhắc qua thông báo và SMS trong Hồ sơ của tôi. Chúng tôi không bao giờ gửi lời nhắc cho người liên hệ khẩn cấp của bạn hay bất kỳ ai khác.',
        ],
      ],
    },
    {
      heading: 'Liên hệ Nhân viên Bảo vệ Dữ liệu',
      blocks: [
        'Nếu có câu hỏi, yêu cầu về quyền của bạn hoặc muốn báo một vấn đề, hãy liên hệ Nhân viên Bảo vệ Dữ liệu (Data Protection Officer) của chúng tôi. Chúng tôi trả lời trong vòng 15 ngày làm việc.',
        ['Email: {{dpoEmail}}', 'Điện thoại: {{dpoPhone}}', 'Địa chỉ: {{dpoAddress}}'],
      ],
    },
    {
      heading: 'Thay đổi thông báo này',
      blocks: [
        'Khi thay đổi thông báo này, chúng tôi cập nhật ngày ở trên và báo cho bạn trong ứng dụng trước khi thay đổi ảnh hưởng đến bạn có hiệu lực.',
      ],
    },
  ],
} satisfies PolicyText;
