import { defineMessages } from "./index";

/** Terms of use and privacy policy (/terms). */
export const termsMessages = defineMessages("terms", {
  en: {
    metaTitle: "Terms of Use and Privacy Policy — Guyub",
    metaDescription: "The rules for using Guyub and how we handle the personal data of community owners, advertisers and visitors.",
    title: "Terms of Use and Privacy Policy",
    updated: "Last updated: 22 November 2026",
    intro:
      "These terms explain the rules for using Guyub, the marketplace that connects Indonesian communities with advertisers, and how we handle your personal data. Please read them before you register. By creating an account or sending us a message you agree to them.",
    contents: "Contents",
    partTerms: "Part A: Terms of Use",
    partPrivacy: "Part B: Privacy Policy",
    backToTop: "Back to top",

    // Part A
    aboutTitle: "1. About Guyub",
    aboutP1:
      'Guyub ("we", "us") runs an online marketplace where community owners present their communities and advertisers publish campaign briefs. Communities apply to briefs, and our admin team reviews accounts, communities, briefs and applications before they reach the other side.',
    aboutP2:
      "Guyub brings the parties together. We are not a party to any agreement between a community and an advertiser, and at present we do not process payments between them.",

    accountsTitle: "2. Accounts and approval",
    accountsL1: "Only community owners and advertisers can register themselves. Administrator accounts are created by Guyub.",
    accountsL2: "You must be at least 18 years old, or act for an organisation that has authorised you, and give true, current details.",
    accountsL3:
      "Every new account starts as pending. Our team reviews it, usually within 1-2 business days, and approves or rejects it; a rejection comes with a reason.",
    accountsL4:
      "While your account is pending you can sign in and prepare your community profile or draft briefs, but you cannot apply to briefs, submit briefs for approval or contact other users.",
    accountsL5:
      "Keep your password secret and tell us at once if you think someone else used your account. You are responsible for what is done with it.",

    ownersTitle: "3. Duties of community owners",
    ownersL1: "You may register a community only if you lead it or are authorised to represent it. Each account holds one community.",
    ownersL2:
      "Member counts, demographics, platforms and social links must be honest and up to date. Bought followers, fake members or borrowed screenshots are not allowed.",
    ownersL3: "List key members only with their consent, and remove them when they ask. You are responsible for the member data you enter.",
    ownersL4:
      "When an application is approved, keep the promises you made in it and mark sponsored posts clearly as advertising for your members.",

    advertisersTitle: "4. Advertisers and their briefs",
    advertisersL1: "Company details, budgets, timelines and requirements in a brief must be accurate and made in good faith.",
    advertisersL2:
      "Products and campaigns must be lawful in Indonesia and meet the applicable advertising rules. You are responsible for the content of your briefs and of the material you ask communities to publish.",
    advertisersL3:
      "A brief becomes visible to community owners only after our team approves it. You may cancel a brief, or mark it completed, at any time.",
    advertisersL4:
      "Contact details of community owners that you receive for an approved application may be used only for that collaboration, never for unrelated marketing or resale.",

    reviewTitle: "5. Review by our admin team",
    reviewP1:
      "We review accounts, communities, briefs and applications and may approve, reject, verify or revoke a verification, with notes where helpful. The Verified badge means that we checked the community's details at the time of review; it is not a guarantee of results.",
    reviewP2:
      "We may ask for more information, and may refuse or remove content that breaks these terms, without having to publish it first.",

    applicationsTitle: "6. Applications and collaborations",
    applicationsP1:
      "An approved community owner may apply once to each active brief, with an optional message. Our team approves or rejects each application. Once an application is approved, the advertiser sees the owner's name, e-mail and phone for that application so that both sides can agree on the details.",
    applicationsP2:
      "Fees, deliverables, schedules and payment are agreed directly between the community and the advertiser. Guyub is not responsible for the performance of those agreements, but we want to hear about problems: tell us, and we may act against accounts that behave unfairly.",

    prohibitedTitle: "7. Prohibited content and conduct",
    prohibitedIntro: "On Guyub you may not post, promote or do any of the following:",
    prohibitedL1: "false or misleading information, including inflated member numbers or fake engagement;",
    prohibitedL2: "gambling, illegal drugs, weapons, pornography, or any product or service that is illegal in Indonesia;",
    prohibitedL3:
      "content that insults or incites hatred on the basis of ethnicity, religion, race or group (SARA), or that harasses or threatens anyone;",
    prohibitedL4: "scams, pyramid or get-rich-quick schemes, and unlicensed financial products;",
    prohibitedL5: "material that infringes copyright, trademarks or other people's privacy;",
    prohibitedL6:
      "collecting other users' contact details, sending spam, scraping the site automatically, or trying to bypass our review or security;",
    prohibitedL7: "pretending to be another person, community or company.",

    endTitle: "8. Suspension and closing your account",
    endP1:
      'We may suspend or close an account, and remove its content, if it breaks these terms or the law. You may delete your account at any time in your settings; see "Retention and deletion" below for what is removed.',

    liabilityTitle: "9. Liability",
    liabilityP1:
      "We work hard to keep Guyub available and correct, but we provide it as it is. To the extent the law allows, we are not liable for indirect losses, for the conduct of other users, or for the outcome of collaborations agreed between communities and advertisers.",

    changesTitle: "10. Changes to these terms",
    changesP1:
      "We may update these terms when the service or the law changes. We will show the new date at the top of this page and, for important changes, tell registered users by notification or e-mail before they take effect.",

    lawTitle: "11. Governing law",
    lawP1:
      "These terms are governed by the laws of the Republic of Indonesia. We will first try to settle any dispute by deliberation (musyawarah); if that fails, the dispute will be brought before the South Jakarta District Court.",

    // Part B
    dataTitle: "12. Personal data we store",
    dataL1:
      "Account: your full name, PIC name (community owners), e-mail address, phone number, role, approval status and, for advertisers, company name and description. Your password is stored only as a one-way hash; nobody at Guyub can read it.",
    dataL2:
      "Community: name, description, categories, location, member count, demographics, platforms, social links and logo, plus the names, roles, social links and notes of the key members you list.",
    dataL3: "Briefs and applications: their content, status, messages and the admin's notes.",
    dataL4: "Contact messages: the name, e-mail, phone number and message you send through the contact form.",
    dataL5:
      "Technical data: sign-in sessions (with their expiry time), notifications, and your language choice. To stop abuse we briefly keep your network address in memory to count sign-in attempts and messages; it is not written to our database.",

    useTitle: "13. How we use it",
    useL1: "to run your account, review and verify it, and show your community or briefs to the right people;",
    useL2: "to send notifications and e-mails about decisions on your account, community, briefs and applications;",
    useL3: "to answer contact messages;",
    useL4: "to keep the service secure and prevent fraud and spam;",
    useL5: "to meet our legal obligations.",
    useP1:
      "We process your data because it is needed to provide the service you signed up for, on the basis of your consent, and to meet our legal obligations. We do not sell personal data and we do not build advertising profiles.",

    sharingTitle: "14. Who sees your data",
    sharingL1:
      "Everyone, including visitors: the public profile of a community (name, description, categories, location, member count, demographics, platforms and verification status).",
    sharingL2:
      "The e-mail address and phone number of a community owner are never public. Our admin team sees them to review the community; an advertiser sees them only for an application to one of its own briefs that our team has approved.",
    sharingL3:
      "Briefs are shown to signed-in community owners only once they are active. Your account details and contact messages are seen only by our admin team.",
    sharingL4:
      "Service providers who work for us under contract, such as our hosting and e-mail delivery providers, only as far as they need to. Authorities, only when the law requires it.",

    cookiesTitle: "15. Cookies",
    cookiesIntro: "Guyub uses only the cookies it needs to work. There are no advertising or third-party tracking cookies.",
    cookiesL1:
      'Session cookie (__session, or __Host-session over HTTPS): keeps you signed in. It ends when you close the browser (after one day at the latest, or two hours unused), or after 30 days if you chose "Remember me" (or seven days unused); signing out deletes it.',
    cookiesL2: "Language cookie (lang): remembers whether you chose English or Bahasa Indonesia, for one year.",
    cookiesL3: 'Message cookie (__toast): carries a one-time confirmation such as "Message sent" to the next page, then is cleared.',

    retentionTitle: "16. Retention and deletion",
    retentionP1:
      "We keep your data while your account exists. When you delete your account, we delete in one step your community, its members, your briefs, your applications and your notifications, and we end all your sessions.",
    retentionP2:
      "Contact messages are kept only as long as needed to answer and follow up on them. Copies in backups disappear in the normal backup cycle. We keep data longer only when the law requires it.",

    rightsTitle: "17. Your rights",
    rightsP1:
      "Under Indonesia's Personal Data Protection Law (Law No. 27 of 2022, UU PDP) you may ask for access to and a copy of your data, have it corrected or completed, have it deleted, withdraw your consent, and object to or restrict its processing. Most data you can view, correct or delete yourself in your settings; for anything else, write to us.",
    rightsP2:
      "We protect your data with hashed passwords, encrypted connections and limited staff access. If a data breach affects you, we will tell you and the authorities as the law requires.",

    contactTitle: "18. Contact",
    contactP1:
      "Questions about these terms or your data? Write to support@guyub.id, use our contact page, or send a letter to Guyub, Jl. Kemang Raya No. 21, Jakarta Selatan 12730.",
    contactLink: "Go to the contact page",
  },
  id: {
    metaTitle: "Syarat Penggunaan dan Kebijakan Privasi — Guyub",
    metaDescription: "Aturan penggunaan Guyub dan cara kami mengelola data pribadi pemilik komunitas, pengiklan, dan pengunjung.",
    title: "Syarat Penggunaan dan Kebijakan Privasi",
    updated: "Terakhir diperbarui: 22 November 2026",
    intro:
      "Syarat ini menjelaskan aturan penggunaan Guyub, marketplace yang menghubungkan komunitas Indonesia dengan pengiklan, serta cara kami mengelola data pribadi Anda. Bacalah sebelum mendaftar. Dengan membuat akun atau mengirim pesan kepada kami, Anda menyetujuinya.",
    contents: "Daftar Isi",
    partTerms: "Bagian A: Syarat Penggunaan",
    partPrivacy: "Bagian B: Kebijakan Privasi",
    backToTop: "Kembali ke atas",

    aboutTitle: "1. Tentang Guyub",
    aboutP1:
      'Guyub ("kami") menjalankan marketplace daring tempat pemilik komunitas menampilkan komunitasnya dan pengiklan menerbitkan brief kampanye. Komunitas melamar ke brief, dan tim admin kami meninjau akun, komunitas, brief, serta lamaran sebelum sampai ke pihak lain.',
    aboutP2:
      "Guyub mempertemukan para pihak. Kami bukan pihak dalam perjanjian apa pun antara komunitas dan pengiklan, dan saat ini kami tidak memproses pembayaran di antara mereka.",

    accountsTitle: "2. Akun dan persetujuan",
    accountsL1: "Hanya pemilik komunitas dan pengiklan yang dapat mendaftar sendiri. Akun administrator dibuat oleh Guyub.",
    accountsL2:
      "Anda harus berusia minimal 18 tahun, atau bertindak atas nama organisasi yang memberi Anda kuasa, dan memberikan data yang benar dan terkini.",
    accountsL3:
      "Setiap akun baru berstatus menunggu. Tim kami meninjaunya, biasanya dalam 1-2 hari kerja, lalu menyetujui atau menolaknya; penolakan selalu disertai alasan.",
    accountsL4:
      "Selama akun Anda menunggu persetujuan, Anda dapat masuk dan menyiapkan profil komunitas atau draf brief, tetapi belum dapat melamar brief, mengajukan brief untuk disetujui, atau menghubungi pengguna lain.",
    accountsL5:
      "Jaga kerahasiaan kata sandi Anda dan segera beri tahu kami jika Anda menduga ada orang lain yang memakai akun Anda. Anda bertanggung jawab atas semua yang dilakukan dengan akun tersebut.",

    ownersTitle: "3. Kewajiban pemilik komunitas",
    ownersL1:
      "Anda hanya boleh mendaftarkan komunitas yang Anda pimpin atau yang memberi Anda kuasa untuk mewakilinya. Setiap akun memiliki satu komunitas.",
    ownersL2:
      "Jumlah anggota, demografi, platform, dan tautan media sosial harus jujur dan terkini. Pengikut yang dibeli, anggota palsu, atau tangkapan layar pinjaman tidak diperbolehkan.",
    ownersL3:
      "Cantumkan anggota inti hanya dengan persetujuan mereka, dan hapus data mereka bila diminta. Anda bertanggung jawab atas data anggota yang Anda masukkan.",
    ownersL4:
      "Jika lamaran Anda disetujui, tepati janji dalam lamaran tersebut dan tandai unggahan bersponsor dengan jelas sebagai iklan bagi anggota Anda.",

    advertisersTitle: "4. Pengiklan dan brief mereka",
    advertisersL1: "Data perusahaan, anggaran, jadwal, dan persyaratan dalam brief harus akurat dan dibuat dengan iktikad baik.",
    advertisersL2:
      "Produk dan kampanye harus sah menurut hukum Indonesia dan memenuhi aturan periklanan yang berlaku. Anda bertanggung jawab atas isi brief dan materi yang Anda minta untuk dipublikasikan komunitas.",
    advertisersL3:
      "Brief baru terlihat oleh pemilik komunitas setelah disetujui tim kami. Anda dapat membatalkan brief atau menandainya selesai kapan saja.",
    advertisersL4:
      "Data kontak pemilik komunitas yang Anda terima untuk lamaran yang disetujui hanya boleh dipakai untuk kerja sama tersebut, bukan untuk pemasaran lain atau dijual kembali.",

    reviewTitle: "5. Peninjauan oleh tim admin",
    reviewP1:
      "Kami meninjau akun, komunitas, brief, dan lamaran, lalu dapat menyetujui, menolak, memverifikasi, atau mencabut verifikasi, disertai catatan bila perlu. Lencana Terverifikasi berarti kami telah memeriksa data komunitas pada saat peninjauan; lencana ini bukan jaminan hasil.",
    reviewP2:
      "Kami dapat meminta informasi tambahan, dan dapat menolak atau menghapus konten yang melanggar syarat ini tanpa harus menampilkannya terlebih dahulu.",

    applicationsTitle: "6. Lamaran dan kerja sama",
    applicationsP1:
      "Pemilik komunitas yang sudah disetujui dapat melamar satu kali ke setiap brief aktif, dengan pesan opsional. Tim kami menyetujui atau menolak setiap lamaran. Setelah lamaran disetujui, pengiklan dapat melihat nama, email, dan nomor telepon pemilik untuk lamaran tersebut agar kedua pihak dapat menyepakati rinciannya.",
    applicationsP2:
      "Biaya, hasil kerja, jadwal, dan pembayaran disepakati langsung antara komunitas dan pengiklan. Guyub tidak bertanggung jawab atas pelaksanaan kesepakatan tersebut, tetapi kami ingin mendengar bila ada masalah: laporkan kepada kami, dan kami dapat menindak akun yang berlaku tidak adil.",

    prohibitedTitle: "7. Konten dan perilaku yang dilarang",
    prohibitedIntro: "Di Guyub Anda tidak boleh mengunggah, mempromosikan, atau melakukan hal berikut:",
    prohibitedL1: "informasi palsu atau menyesatkan, termasuk jumlah anggota yang digelembungkan atau interaksi palsu;",
    prohibitedL2: "perjudian, narkotika, senjata, pornografi, atau produk dan layanan apa pun yang melanggar hukum di Indonesia;",
    prohibitedL3:
      "konten yang menghina atau menghasut kebencian berdasarkan suku, agama, ras, dan antargolongan (SARA), atau yang melecehkan maupun mengancam siapa pun;",
    prohibitedL4: "penipuan, skema piramida atau cepat kaya, dan produk keuangan tanpa izin;",
    prohibitedL5: "materi yang melanggar hak cipta, merek, atau privasi orang lain;",
    prohibitedL6:
      "mengumpulkan data kontak pengguna lain, mengirim spam, mengambil data situs secara otomatis, atau mencoba mengakali peninjauan maupun keamanan kami;",
    prohibitedL7: "menyamar sebagai orang, komunitas, atau perusahaan lain.",

    endTitle: "8. Penangguhan dan penutupan akun",
    endP1:
      'Kami dapat menangguhkan atau menutup akun, serta menghapus kontennya, jika melanggar syarat ini atau hukum. Anda dapat menghapus akun kapan saja di pengaturan; lihat "Penyimpanan dan penghapusan" di bawah untuk data yang ikut dihapus.',

    liabilityTitle: "9. Tanggung jawab",
    liabilityP1:
      "Kami berusaha keras agar Guyub selalu tersedia dan akurat, tetapi kami menyediakannya sebagaimana adanya. Sejauh diizinkan hukum, kami tidak bertanggung jawab atas kerugian tidak langsung, atas perilaku pengguna lain, atau atas hasil kerja sama yang disepakati antara komunitas dan pengiklan.",

    changesTitle: "10. Perubahan syarat",
    changesP1:
      "Kami dapat memperbarui syarat ini jika layanan atau hukum berubah. Tanggal baru akan tertera di bagian atas halaman ini dan, untuk perubahan penting, kami akan memberi tahu pengguna terdaftar lewat notifikasi atau email sebelum perubahan berlaku.",

    lawTitle: "11. Hukum yang berlaku",
    lawP1:
      "Syarat ini tunduk pada hukum Republik Indonesia. Setiap sengketa akan kami upayakan selesai terlebih dahulu secara musyawarah; jika tidak berhasil, sengketa diajukan ke Pengadilan Negeri Jakarta Selatan.",

    dataTitle: "12. Data pribadi yang kami simpan",
    dataL1:
      "Akun: nama lengkap, nama PIC (pemilik komunitas), alamat email, nomor telepon, peran, status persetujuan, serta nama dan deskripsi perusahaan (pengiklan). Kata sandi hanya disimpan sebagai hash satu arah; tidak ada orang di Guyub yang dapat membacanya.",
    dataL2:
      "Komunitas: nama, deskripsi, kategori, lokasi, jumlah anggota, demografi, platform, tautan media sosial, dan logo, ditambah nama, peran, tautan media sosial, dan catatan anggota inti yang Anda cantumkan.",
    dataL3: "Brief dan lamaran: isinya, statusnya, pesan, dan catatan admin.",
    dataL4: "Pesan kontak: nama, email, nomor telepon, dan pesan yang Anda kirim lewat formulir kontak.",
    dataL5:
      "Data teknis: sesi masuk (beserta waktu berakhirnya), notifikasi, dan pilihan bahasa Anda. Untuk mencegah penyalahgunaan, kami menyimpan alamat jaringan Anda sebentar di memori untuk menghitung percobaan masuk dan pesan; alamat ini tidak ditulis ke basis data kami.",

    useTitle: "13. Cara kami menggunakannya",
    useL1:
      "untuk menjalankan akun Anda, meninjau dan memverifikasinya, serta menampilkan komunitas atau brief Anda kepada orang yang tepat;",
    useL2: "untuk mengirim notifikasi dan email tentang keputusan atas akun, komunitas, brief, dan lamaran Anda;",
    useL3: "untuk membalas pesan kontak;",
    useL4: "untuk menjaga keamanan layanan serta mencegah penipuan dan spam;",
    useL5: "untuk memenuhi kewajiban hukum kami.",
    useP1:
      "Kami memproses data Anda karena diperlukan untuk menyediakan layanan yang Anda daftarkan, berdasarkan persetujuan Anda, dan untuk memenuhi kewajiban hukum. Kami tidak menjual data pribadi dan tidak membuat profil iklan.",

    sharingTitle: "14. Siapa yang melihat data Anda",
    sharingL1:
      "Semua orang, termasuk pengunjung: profil publik komunitas (nama, deskripsi, kategori, lokasi, jumlah anggota, demografi, platform, dan status verifikasi).",
    sharingL2:
      "Email dan nomor telepon pemilik komunitas tidak pernah ditampilkan secara publik. Tim admin kami melihatnya untuk meninjau komunitas; pengiklan hanya melihatnya untuk lamaran ke brief miliknya sendiri yang sudah disetujui tim kami.",
    sharingL3:
      "Brief hanya ditampilkan kepada pemilik komunitas yang sudah masuk setelah brief aktif. Data akun dan pesan kontak Anda hanya dilihat oleh tim admin kami.",
    sharingL4:
      "Penyedia layanan yang bekerja untuk kami berdasarkan kontrak, seperti penyedia hosting dan pengiriman email, sebatas yang mereka perlukan. Pihak berwenang, hanya jika diwajibkan hukum.",

    cookiesTitle: "15. Cookie",
    cookiesIntro: "Guyub hanya memakai cookie yang diperlukan agar situs berfungsi. Tidak ada cookie iklan atau pelacakan pihak ketiga.",
    cookiesL1:
      'Cookie sesi (__session, atau __Host-session lewat HTTPS): membuat Anda tetap masuk. Cookie ini berakhir saat browser ditutup (paling lama setelah satu hari, atau dua jam tidak dipakai), atau setelah 30 hari jika Anda memilih "Ingat saya" (atau tujuh hari tidak dipakai); keluar dari akun akan menghapusnya.',
    cookiesL2: "Cookie bahasa (lang): mengingat pilihan bahasa Inggris atau Bahasa Indonesia selama satu tahun.",
    cookiesL3: 'Cookie pesan (__toast): membawa konfirmasi sekali tampil, misalnya "Pesan terkirim", ke halaman berikutnya, lalu dihapus.',

    retentionTitle: "16. Penyimpanan dan penghapusan",
    retentionP1:
      "Kami menyimpan data Anda selama akun Anda ada. Saat Anda menghapus akun, kami menghapus sekaligus komunitas Anda, anggotanya, brief Anda, lamaran Anda, dan notifikasi Anda, serta mengakhiri semua sesi Anda.",
    retentionP2:
      "Pesan kontak hanya disimpan selama diperlukan untuk menjawab dan menindaklanjutinya. Salinan di cadangan data akan hilang dalam siklus pencadangan biasa. Kami menyimpan data lebih lama hanya jika diwajibkan hukum.",

    rightsTitle: "17. Hak Anda",
    rightsP1:
      "Berdasarkan Undang-Undang Pelindungan Data Pribadi (UU No. 27 Tahun 2022, UU PDP), Anda berhak meminta akses dan salinan data Anda, memperbaiki atau melengkapinya, menghapusnya, menarik persetujuan, serta menolak atau membatasi pemrosesannya. Sebagian besar data dapat Anda lihat, perbaiki, atau hapus sendiri di pengaturan; untuk hal lain, silakan tulis kepada kami.",
    rightsP2:
      "Kami melindungi data Anda dengan kata sandi yang di-hash, koneksi terenkripsi, dan akses staf yang terbatas. Jika terjadi kebocoran data yang menyangkut Anda, kami akan memberi tahu Anda dan pihak berwenang sesuai ketentuan hukum.",

    contactTitle: "18. Kontak",
    contactP1:
      "Ada pertanyaan tentang syarat ini atau data Anda? Tulis ke support@guyub.id, gunakan halaman kontak kami, atau kirim surat ke Guyub, Jl. Kemang Raya No. 21, Jakarta Selatan 12730.",
    contactLink: "Buka halaman kontak",
  },
});
