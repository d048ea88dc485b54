import type { HelpTexts } from './demo-content-texts.ts';

/** Vietnamese help-centre topics of the demo merchant. */
export const helpVI: HelpTexts = {
  about: {
    title: 'Giới thiệu Monsoon Demo',
    content:
      '<p>Monsoon Demo là thương hiệu trình diễn của nền tảng trò chơi Monsoon. Trang này giới thiệu mọi thứ một nhà điều hành có thể cung cấp: slot, sòng bài trực tuyến, bắn cá, game bài, cá cược thể thao và esports, xổ số, khuyến mãi và cửa hàng điểm.</p>' +
      '<p>Trò chơi của chúng tôi đến từ Monsoon Studio và các studio đối tác. Mọi kết quả đều do bộ tạo số ngẫu nhiên đã được chứng nhận tạo ra, còn các trò chơi trực tiếp do người chia bài thật thực hiện và phát sóng theo thời gian thực.</p>' +
      '<p>Chúng tôi phục vụ người chơi trên khắp Đông Nam Á bằng bảy ngôn ngữ, với bộ phận chăm sóc khách hàng hoạt động 24 giờ mỗi ngày.</p>',
  },
  term: {
    title: 'Điều khoản và Điều kiện',
    content:
      '<p>Các điều khoản này áp dụng cho tất cả những ai đăng ký hoặc chơi tại Monsoon Demo. Khi mở tài khoản, bạn xác nhận đã đọc và chấp nhận chúng.</p>' +
      '<ol>' +
      '<li><b>Điều kiện tham gia.</b> Bạn phải từ 18 tuổi trở lên và được phép tham gia trò chơi trực tuyến tại nơi bạn sinh sống.</li>' +
      '<li><b>Mỗi người một tài khoản.</b> Mỗi người, hộ gia đình, thiết bị và phương thức thanh toán chỉ được có một tài khoản. Tài khoản trùng lặp sẽ bị đóng và tiền thưởng bị hủy.</li>' +
      '<li><b>Tài khoản của bạn.</b> Bạn có trách nhiệm giữ bí mật mật khẩu và mật khẩu rút tiền, và chịu trách nhiệm cho mọi hoạt động trên tài khoản của mình.</li>' +
      '<li><b>Nạp và rút tiền.</b> Tiền phải đến từ phương thức thanh toán đứng tên bạn. Tiền rút chỉ được trả vào tài khoản đứng tên đã đăng ký và có thể cần xác minh danh tính.</li>' +
      '<li><b>Tiền thưởng.</b> Mỗi chương trình khuyến mãi có quy định và yêu cầu doanh thu cược riêng. Lạm dụng khuyến mãi, bao gồm cược thông đồng hoặc cược không rủi ro, sẽ dẫn đến việc hủy tiền thưởng và tiền thắng từ đó.</li>' +
      '<li><b>Luật chơi.</b> Cược được thanh toán theo luật của từng trò chơi. Khi xảy ra sự cố, mọi cược và khoản trả thưởng bị ảnh hưởng đều vô hiệu.</li>' +
      '<li><b>Thay đổi.</b> Chúng tôi có thể cập nhật các điều khoản này; phiên bản hiện hành luôn được công bố tại đây.</li>' +
      '</ol>',
  },
  privacy: {
    title: 'Chính sách bảo mật',
    content:
      '<p>Chúng tôi chỉ thu thập dữ liệu cần thiết để vận hành tài khoản của bạn: tên người dùng, thông tin liên hệ, thông tin thanh toán, lịch sử đăng nhập và hoạt động chơi.</p>' +
      '<p>Chúng tôi dùng dữ liệu này để cung cấp dịch vụ, xử lý thanh toán, ngăn chặn gian lận, tuân thủ nghĩa vụ pháp lý và, nếu bạn đồng ý, gửi ưu đãi cho bạn. Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn.</p>' +
      '<ul><li>Mật khẩu chỉ được lưu dưới dạng băm một chiều an toàn.</li><li>Mọi kết nối đến trang của chúng tôi đều được mã hóa.</li><li>Bạn có thể yêu cầu xem, sửa hoặc xóa dữ liệu của mình bằng cách liên hệ bộ phận chăm sóc khách hàng.</li></ul>',
  },
  responsible: {
    title: 'Chơi có trách nhiệm',
    content:
      '<p>Trò chơi là để giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách trước khi chơi và đừng bao giờ cố gỡ lại số tiền đã thua.</p>' +
      '<p>Chúng tôi cung cấp các công cụ giúp bạn luôn làm chủ:</p>' +
      '<ul><li><b>Giới hạn nạp tiền</b> theo ngày, tuần hoặc tháng.</li><li><b>Nhắc nhở thời gian</b> cho biết bạn đã chơi bao lâu.</li><li><b>Tạm nghỉ</b> từ 24 giờ đến 6 tuần.</li><li><b>Tự loại trừ</b> từ 6 tháng trở lên.</li></ul>' +
      '<p>Nghiêm cấm người chưa đủ tuổi tham gia. Nếu bạn cảm thấy trò chơi không còn vui nữa, hãy trao đổi với bộ phận chăm sóc khách hàng của chúng tôi hoặc một tổ chức hỗ trợ tại địa phương.</p>',
  },
  licence: {
    title: 'Giấy phép và Chứng nhận',
    content:
      '<p>Các huy hiệu ở chân trang cho thấy vị trí mà nhà điều hành trên nền tảng Monsoon hiển thị giấy phép trò chơi của mình, chẳng hạn giấy phép Malta và chứng nhận Quần đảo Virgin thuộc Anh.</p>' +
      '<p>Monsoon Demo là thương hiệu trình diễn: các huy hiệu của trang chỉ minh họa bố cục và không phải là tuyên bố sở hữu giấy phép thật.</p>',
  },
  deposit: {
    title: 'Cách nạp tiền',
    content:
      '<ol><li>Đăng nhập và nhấn <b>Nạp tiền</b> ở đầu trang.</li><li>Chọn phương thức thanh toán: ví điện tử, chuyển khoản ngân hàng qua QR hoặc ngân hàng trực tuyến.</li><li>Nhập số tiền và làm theo hướng dẫn trên màn hình.</li></ol>' +
      '<ul><li>Nạp tối thiểu: <b>P100</b>. Nạp tiền miễn phí.</li><li>Ví điện tử vào tiền ngay, chuyển khoản QR trong 5 phút và ngân hàng trực tuyến trong 30 phút.</li></ul>' +
      '<p>Nếu sau 30 phút tiền nạp vẫn chưa vào, hãy gửi biên lai cho bộ phận chăm sóc khách hàng.</p>',
  },
  withdraw: {
    title: 'Cách rút tiền',
    content:
      '<ol><li>Thêm tài khoản ngân hàng hoặc ví điện tử đứng tên bạn trong Trung tâm bảo mật.</li><li>Nhấn <b>Rút tiền</b>, nhập số tiền và mật khẩu rút tiền.</li><li>Xác nhận đã nhận khi tiền về tài khoản.</li></ol>' +
      '<ul><li>Rút tối thiểu: <b>P200</b>; tối đa <b>P50.000</b> mỗi ngày (cao hơn với thành viên VIP).</li><li>Phần lớn lệnh rút được thanh toán trong 15 phút.</li><li>Cần hoàn thành trước mọi doanh thu cược tiền thưởng còn dang dở.</li></ul>',
  },
  faq: {
    title: 'Câu hỏi thường gặp',
    content:
      '<p><b>Tôi quên mật khẩu. Tôi phải làm gì?</b><br>Nhấn <b>Quên mật khẩu</b> ở khung đăng nhập và đặt lại qua email hoặc SMS.</p>' +
      '<p><b>Vì sao lệnh rút tiền của tôi bị từ chối?</b><br>Thường là do tên tài khoản nhận không khớp với tên đăng ký hoặc doanh thu cược tiền thưởng chưa hoàn thành. Lý do được hiển thị trong lịch sử giao dịch của bạn.</p>' +
      '<p><b>Tôi có thể chơi trên điện thoại không?</b><br>Có. Mở trang bằng trình duyệt trên điện thoại hoặc tải ứng dụng Monsoon Demo từ trang Tải ứng dụng.</p>' +
      '<p><b>Trò chơi bị treo giữa ván. Tiền cược của tôi có bị mất không?</b><br>Không. Ván chơi được hoàn tất trên máy chủ; hãy mở lại trò chơi hoặc kiểm tra lịch sử cược.</p>',
  },
  contact: {
    title: 'Liên hệ',
    content:
      '<p>Đội ngũ chăm sóc khách hàng của chúng tôi làm việc <b>24 giờ mỗi ngày, 7 ngày mỗi tuần</b>.</p>' +
      '<ul><li><b>Trò chuyện trực tuyến:</b> nhấn biểu tượng trò chuyện ở bên phải mọi trang.</li><li><b>Email:</b> support@demo.monsoon.test (trả lời trong 2 giờ).</li><li><b>Telegram:</b> @monsoon_demo</li></ul>' +
      '<p>Để được hỗ trợ nhanh hơn, vui lòng cho biết tên người dùng và, với câu hỏi về thanh toán, thời gian và số tiền giao dịch.</p>',
  },
  'live-chat': {
    title: 'Trò chuyện trực tuyến',
    content:
      '<p>Trò chuyện với nhân viên Monsoon Demo bằng ngôn ngữ của bạn, bất kể ngày đêm. Thời gian phản hồi trung bình dưới một phút.</p>' +
      '<p>Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã SMS của bạn.</p>',
  },
  'vip-service': {
    title: 'Dịch vụ VIP',
    content:
      '<p>Thành viên từ <b>VIP5</b> có kênh dịch vụ VIP riêng với người quản lý tài khoản chuyên trách.</p>' +
      '<p>Người quản lý của bạn phụ trách rút tiền ưu tiên, ưu đãi cá nhân và lời mời tham dự sự kiện. Liên hệ bất cứ lúc nào qua nút trò chuyện VIP.</p>',
  },
};
