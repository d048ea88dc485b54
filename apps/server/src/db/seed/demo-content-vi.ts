import type { AnnouncementTexts } from './demo-content-texts.ts';

/** Vietnamese announcement texts of the demo merchant. */
export const announcementsVI: AnnouncementTexts = {
  banners: {
    'home-welcome': 'Thưởng chào mừng 100% cho lần nạp đầu tiên',
    'home-slots': 'Lễ hội Slot: 50 vòng quay miễn phí mỗi ngày',
    'home-lottery': 'Xổ số hằng ngày, quay thưởng mỗi 5 phút',
    rng: 'Quay cùng cơn bão: hàng trăm slot và jackpot',
    live: 'Sòng bài trực tuyến: người chia bài thật, thắng thật',
    fish: 'Bắn cá: săn ngay phần thưởng lớn',
    pvp: 'Game bài: tung ra ván bài đẹp nhất của bạn',
    sports: 'Thể thao: mọi trận đấu, tỷ lệ tốt hơn',
    esports: 'Đấu trường Esports: cược trực tiếp các giải đấu',
    lott: 'Xổ số: những con số may mắn đang chờ bạn',
    down: 'Tải ứng dụng Monsoon Demo cho iOS và Android',
    promotion: 'Mưa phần thưởng: hoàn trả 10% mỗi tuần',
    shop: 'Cửa hàng điểm: đổi điểm lấy quà',
    help: 'Trung tâm trợ giúp: luôn sẵn sàng 24/7',
  },
  notices: {
    maintenance: {
      title: 'Bảo trì định kỳ vào thứ Ba hằng tuần, 02:00–04:00 (GMT+8)',
      content:
        '<p>Kính gửi quý người chơi,</p>' +
        '<p>Để Monsoon Demo luôn nhanh và an toàn, chúng tôi bảo trì hệ thống định kỳ <b>vào thứ Ba hằng tuần từ 02:00 đến 04:00 (GMT+8)</b>.</p>' +
        '<p>Trong thời gian này:</p>' +
        '<ul><li>Tạm dừng nạp tiền và rút tiền.</li><li>Một số sảnh trò chơi có thể không truy cập được.</li><li>Các cược chưa kết thúc sẽ được thanh toán bình thường sau khi bảo trì xong.</li></ul>' +
        '<p>Rất mong quý khách thông cảm và cảm ơn sự kiên nhẫn của quý khách.</p>',
    },
    'new-games': {
      title: 'Trò chơi mới từ Monsoon Studio đã ra mắt',
      content:
        '<p>Hai mươi trò chơi mới vừa có mặt trong sảnh!</p>' +
        '<ul><li><b>Slot:</b> 12 video slot mới với tính năng vòng quay miễn phí và jackpot lũy tiến.</li><li><b>Bắn cá:</b> 3 đấu trường bắn cá nhiều người chơi mới.</li><li><b>Game bài:</b> 5 bàn mới dành cho người mê poker và baccarat.</li></ul>' +
        '<p>Chơi thử miễn phí ở chế độ demo, hoặc đăng nhập để chơi thật. Hãy tìm nhãn <b>HOT</b> trong danh sách trò chơi.</p>',
    },
    'deposit-methods': {
      title: 'Đã có nạp tiền tức thì qua ví điện tử',
      content:
        '<p>Chúng tôi đã bổ sung các cách nạp tiền mới vào ví của bạn:</p>' +
        '<ul><li><b>Ví điện tử</b>: vào tiền ngay, từ P100.</li><li><b>Chuyển khoản ngân hàng qua QR</b>: vào tiền trong 5 phút.</li><li><b>Ngân hàng trực tuyến</b>: vào tiền trong 30 phút.</li></ul>' +
        '<p>Mở <b>Ví của tôi → Nạp tiền</b> để chọn phương thức. Nạp tiền hoàn toàn miễn phí; Monsoon Demo không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.</p>',
    },
    'responsible-gaming': {
      title: 'Chơi có trách nhiệm: tự đặt giới hạn cho mình',
      content:
        '<p>Trò chơi luôn phải mang lại niềm vui. Bạn có thể đặt <b>giới hạn nạp tiền theo ngày, tuần hoặc tháng</b> và nhắc nhở thời gian chơi trong trung tâm thành viên bất cứ lúc nào.</p>' +
        '<p>Nếu cần nghỉ ngơi, hãy yêu cầu bộ phận chăm sóc khách hàng cho thời gian tạm nghỉ (24 giờ đến 6 tuần) hoặc tự loại trừ (6 tháng trở lên).</p>' +
        '<p>Người chơi phải <b>từ 18 tuổi trở lên</b>. Xem thêm tại trang Chơi có trách nhiệm trong Trung tâm trợ giúp.</p>',
    },
    vip: {
      title: 'Chương trình VIP: thăng cấp, mở khóa phần thưởng',
      content:
        '<p>Mỗi lần đặt cược đưa bạn đến gần hơn cấp VIP tiếp theo. Thành viên được tự động nâng cấp hằng tháng.</p>' +
        '<ul><li>Hoàn trả hằng tuần cao hơn ở mỗi cấp.</li><li>Thưởng sinh nhật và thưởng thăng cấp.</li><li>Rút tiền nhanh hơn với hạn mức ngày cao hơn.</li><li>Từ <b>VIP5</b>: kênh dịch vụ VIP riêng.</li></ul>' +
        '<p>Xem cấp độ và tiến trình của bạn trong trung tâm thành viên.</p>',
    },
  },
  popups: {
    welcome: {
      title: 'Chào mừng bạn đến với Monsoon Demo',
      content:
        '<p>Xin chào! Monsoon Demo là trang giới thiệu của nền tảng Monsoon: slot, sòng bài trực tuyến, thể thao, xổ số và nhiều hơn nữa, tất cả ở một nơi.</p>' +
        '<p><b>Lần đầu ghé thăm?</b> Đăng ký chưa đến một phút và nhận <b>thưởng chào mừng 100%</b> cho lần nạp đầu tiên.</p>' +
        '<p>Muốn xem thử trước? Mọi slot đều có thể chơi miễn phí ở chế độ demo.</p>',
    },
    'first-login': {
      title: 'Ba bước để bắt đầu',
      content:
        '<p>Cảm ơn bạn đã tham gia Monsoon Demo! Trước khi chơi, hãy dành một phút để:</p>' +
        '<ol><li>Đặt <b>mật khẩu rút tiền</b> trong Trung tâm bảo mật.</li><li>Thêm và xác minh <b>số điện thoại</b> của bạn.</li><li>Thêm tài khoản ngân hàng hoặc ví điện tử để rút tiền.</li></ol>' +
        '<p>Sau đó nạp tiền lần đầu, thưởng chào mừng sẽ được cộng tự động.</p>',
    },
    'welcome-back': {
      title: 'Chào mừng trở lại! Phần thưởng hằng ngày đang chờ bạn',
      content:
        '<p>Rất vui được gặp lại bạn. Mở <b>Trung tâm phần thưởng</b> để nhận thưởng điểm danh hôm nay và xem các nhiệm vụ bạn có thể hoàn thành trong tuần này.</p>' +
        '<p>Phần thưởng không nhận trong vòng 7 ngày sẽ hết hạn.</p>',
    },
    'weekly-cashback': {
      title: 'Hoàn trả hằng tuần được cộng vào mỗi thứ Hai',
      content:
        '<p>Tiền hoàn trả cho tuần chơi trước được cộng <b>vào mỗi thứ Hai trước 12:00 (GMT+8)</b>.</p>' +
        '<ul><li>Tối đa <b>10%</b> số tiền thua ròng, tùy theo cấp VIP của bạn.</li><li>Chỉ cần <b>1 lần</b> doanh thu cược trước khi rút.</li></ul>' +
        '<p>Xem lịch sử tại <b>Chi tiết tiền thưởng</b> trong trung tâm thành viên.</p>',
    },
    'slots-tournament': {
      title: 'Giải đấu slot: tổng giải thưởng P100.000',
      content:
        '<p>Chơi bất kỳ slot nào của Monsoon Studio trong tháng này để leo bảng xếp hạng. Mỗi P1 tiền cược được tính một điểm.</p>' +
        '<p><b>100 người chơi</b> dẫn đầu chia nhau tổng giải thưởng <b>P100.000</b>, được trả trong vòng 3 ngày sau khi giải đấu kết thúc.</p>',
    },
    'refer-friend': {
      title: 'Mời bạn bè, cùng nhau nhận thưởng',
      content:
        '<p>Chia sẻ đường dẫn mời riêng của bạn từ trang <b>Mời bạn bè</b>.</p>' +
        '<p>Khi bạn bè đăng ký và nạp ít nhất P500, cả hai đều nhận được <b>P100</b>. Không giới hạn số lượng bạn bè bạn có thể mời.</p>',
    },
    'verify-mobile': {
      title: 'Xác minh số điện thoại để rút tiền nhanh hơn',
      content:
        '<p>Thành viên đã xác minh số điện thoại được ưu tiên xử lý rút tiền và có thể đặt lại mật khẩu qua SMS.</p>' +
        '<p>Vào <b>Tài khoản của tôi → Trung tâm bảo mật</b> và xác minh số của bạn chỉ trong vài giây.</p>',
    },
    'security-tips': {
      title: 'Giữ an toàn cho tài khoản của bạn',
      content:
        '<p>Nhân viên Monsoon Demo <b>không bao giờ</b> hỏi mật khẩu, mật khẩu rút tiền hay mã SMS của bạn.</p>' +
        '<ul><li>Dùng mật khẩu mà bạn không dùng ở nơi khác.</li><li>Đăng xuất khi dùng thiết bị chung.</li><li>Chỉ dùng địa chỉ trang web và ứng dụng chính thức.</li></ul>' +
        '<p>Nếu thấy điều gì bất thường, hãy liên hệ bộ phận chăm sóc khách hàng ngay.</p>',
    },
  },
  promotions: {
    'welcome-bonus': {
      title: 'Thưởng nạp đầu 100% lên đến P5.000',
      content:
        '<p>Nhân đôi lần nạp đầu tiên! Nạp tối thiểu <b>P200</b> và nhận thưởng 100% lên đến <b>P5.000</b>.</p>' +
        '<ul><li>Dành cho thành viên mới, một lần cho mỗi tài khoản, hộ gia đình và thiết bị.</li><li>Tiền nạp cộng tiền thưởng phải đạt doanh thu cược <b>15 lần</b> trước khi rút.</li><li>Slot tính 100%; sòng bài trực tuyến và thể thao tính 20%.</li></ul>',
    },
    'weekly-cashback': {
      title: 'Mưa phần thưởng: hoàn trả hằng tuần đến 10%',
      content:
        '<p>Mỗi thứ Hai, chúng tôi hoàn lại tối đa <b>10%</b> số tiền thua ròng của tuần trước.</p>' +
        '<ul><li>VIP0–VIP2: 5% · VIP3–VIP5: 8% · VIP6 trở lên: 10%.</li><li>Hoàn trả tối thiểu P20, tối đa P20.000 mỗi tuần.</li><li>1 lần doanh thu cược trước khi rút.</li></ul>',
    },
    'slots-festival': {
      title: 'Lễ hội Slot: 50 vòng quay miễn phí mỗi ngày',
      content:
        '<p>Nạp từ <b>P500</b> trở lên trong một ngày để nhận <b>50 vòng quay miễn phí</b> ở slot nổi bật của Monsoon Studio vào ngày hôm sau.</p>' +
        '<ul><li>Vòng quay miễn phí có hiệu lực trong 24 giờ.</li><li>Tiền thắng từ vòng quay miễn phí phải đạt doanh thu cược 10 lần.</li></ul>',
    },
    'points-mall': {
      title: 'Cửa hàng điểm: đổi điểm lấy phần thưởng',
      content:
        '<p>Tích điểm mỗi khi bạn nạp tiền và chơi. Điểm không bao giờ hết hạn.</p>' +
        '<p>Đổi điểm tại <b>Cửa hàng điểm</b> lấy tiền thưởng, vòng quay miễn phí và thẻ quà tặng, hoặc quy đổi thành số dư ví của bạn.</p>',
    },
  },
};
