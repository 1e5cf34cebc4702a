import { defineMessages } from "./index";

/** The about page (/about). */
export const aboutMessages = defineMessages("about", {
  en: {
    metaTitle: "About Us — Guyub",
    metaDescription:
      "Guyub connects verified Indonesian communities with advertisers seeking authentic engagement. Our mission, story, values and team.",
    heroTitle: "About Us",
    heroText: "The first platform for meaningful connections between verified communities and advertisers seeking authentic engagement.",
    missionTitle: "Our Mission",
    missionText:
      "We help Indonesia's communities, from running clubs in Bandung to parenting groups in Surabaya, earn fairly from the trust they have built, and we give brands an honest, direct way to reach the people who care about what they make.",
    storyTitle: "Our Story",
    storyP1:
      "Guyub began with a simple observation: the recommendations people in Indonesia trust most rarely come from ads. They come from the arisan group, the hobby forum, the campus organisation and the neighbourhood WhatsApp group.",
    storyP2:
      "Community organisers told us they wanted sponsors but did not know where to find them. Brands told us they wanted real communities but could not tell which ones were genuine. So we built one place where both can meet, and where our team checks every community before advertisers see it.",
    storyP3:
      "Our name comes from a Javanese word for a close-knit group that lives in harmony and looks after one another. That is the spirit we want every partnership on Guyub to have.",
    valuesTitle: "Our Values",
    valuesText: "Four principles guide every decision we make about the marketplace.",
    valueAuthenticityTitle: "Authenticity",
    valueAuthenticityText: "Real communities with real members. We verify before we recommend, and we never sell fake reach.",
    valueTransparencyTitle: "Transparency",
    valueTransparencyText: "Clear briefs, clear budgets and clear decisions, so both sides always know where they stand.",
    valueQualityTitle: "Quality",
    valueQualityText: "Fewer, better matches over volume. Our team reviews every brief and every application.",
    valueRelevanceTitle: "Relevance",
    valueRelevanceText: "Campaigns reach communities whose interests truly fit the product, so members welcome them.",
    teamTitle: "Our Team",
    teamText: "A small team in Jakarta with roots in community building, marketing and technology.",
    roleCeo: "Co-founder & CEO",
    roleCoo: "Co-founder & COO",
    roleCommunity: "Head of Community",
    roleTech: "Head of Technology",
    ctaTitle: "Ready to grow together?",
    ctaText: "Join the communities and advertisers already building honest partnerships on Guyub.",
    ctaOwner: "Register Your Community",
    ctaAdvertiser: "Join as Advertiser",
    ctaContact: "Contact Us",
  },
  id: {
    metaTitle: "Tentang Kami — Guyub",
    metaDescription:
      "Guyub menghubungkan komunitas Indonesia yang terverifikasi dengan pengiklan yang mencari keterlibatan autentik. Misi, kisah, nilai, dan tim kami.",
    heroTitle: "Tentang Kami",
    heroText: "Platform pertama untuk hubungan bermakna antara komunitas terverifikasi dan pengiklan yang mencari keterlibatan autentik.",
    missionTitle: "Misi Kami",
    missionText:
      "Kami membantu komunitas di Indonesia, dari klub lari di Bandung hingga grup parenting di Surabaya, mendapatkan penghasilan yang adil dari kepercayaan yang telah mereka bangun, dan memberi merek cara yang jujur dan langsung untuk menjangkau orang-orang yang peduli pada produk mereka.",
    storyTitle: "Kisah Kami",
    storyP1:
      "Guyub berawal dari pengamatan sederhana: rekomendasi yang paling dipercaya orang Indonesia jarang datang dari iklan. Rekomendasi itu datang dari kelompok arisan, forum hobi, organisasi kampus, dan grup WhatsApp warga.",
    storyP2:
      "Para pengelola komunitas bercerita bahwa mereka ingin mendapat sponsor tetapi tidak tahu harus mencari di mana. Merek bercerita bahwa mereka ingin menjangkau komunitas sungguhan tetapi sulit membedakan mana yang asli. Maka kami membangun satu tempat untuk mempertemukan keduanya, dan tim kami memeriksa setiap komunitas sebelum dilihat pengiklan.",
    storyP3:
      "Nama kami berasal dari kata Jawa untuk kelompok yang rukun, hidup berdampingan, dan saling menjaga. Semangat itulah yang kami harapkan ada dalam setiap kerja sama di Guyub.",
    valuesTitle: "Nilai-Nilai Kami",
    valuesText: "Empat prinsip yang memandu setiap keputusan kami tentang marketplace ini.",
    valueAuthenticityTitle: "Keaslian",
    valueAuthenticityText:
      "Komunitas nyata dengan anggota nyata. Kami memverifikasi sebelum merekomendasikan, dan tidak pernah menjual jangkauan palsu.",
    valueTransparencyTitle: "Transparansi",
    valueTransparencyText: "Brief yang jelas, anggaran yang jelas, dan keputusan yang jelas, sehingga kedua pihak selalu tahu posisinya.",
    valueQualityTitle: "Kualitas",
    valueQualityText: "Lebih baik sedikit tetapi cocok daripada banyak. Tim kami meninjau setiap brief dan setiap lamaran.",
    valueRelevanceTitle: "Relevansi",
    valueRelevanceText:
      "Kampanye menjangkau komunitas yang minatnya benar-benar sesuai dengan produk, sehingga anggota menyambutnya dengan baik.",
    teamTitle: "Tim Kami",
    teamText: "Tim kecil di Jakarta dengan latar belakang pengembangan komunitas, pemasaran, dan teknologi.",
    roleCeo: "Salah Satu Pendiri & CEO",
    roleCoo: "Salah Satu Pendiri & COO",
    roleCommunity: "Kepala Komunitas",
    roleTech: "Kepala Teknologi",
    ctaTitle: "Siap tumbuh bersama?",
    ctaText: "Bergabunglah dengan komunitas dan pengiklan yang sudah membangun kerja sama yang jujur di Guyub.",
    ctaOwner: "Daftarkan Komunitas Anda",
    ctaAdvertiser: "Bergabung sebagai Pengiklan",
    ctaContact: "Hubungi Kami",
  },
});
