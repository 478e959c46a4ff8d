import Foundation

/// Turns a merchant line into the name a person would type: tags, company suffixes and city tails removed,
/// ALL CAPS in Title Case, known brands in their usual spelling.
enum MerchantCleaner {
    private static let tags = Pattern(
        #"\s*[\-–|•:]?\s*\(?\b(?:apple\s*pay|duitnow\s*qr|duitnow|qr\s*pay(?:ment)?|via\s+\w+\s*pay)\b\)?\s*"#)
    /// Transaction-type words a statement or history row puts before the name ("DUITNOW QR NASI LEMAK …").
    private static let typePrefix = Pattern(
        #"^\s*(?:\d{1,2}/\d{1,2}\s+)?(?:(?:incoming|outgoing)\s+)?(?:duitnow(?:\s+(?:qr|transfer|"#
            + #"trf|credit|debit|to\s+account))?|instant\s+(?:transfer|trf)|ibg(?:\s+(?:transfer|trf|"#
            + #"credit|debit|cr|dr|gaji|salary))?|dd(?=\s+\S+\s+\S)|interbank\s+giro|fund\s+transfer|transfer|trf|jompay|fpx\s+payment|"#
            + #"fpx|(?:sale|pos|purchase)\s+debit|debit\s+card|kad\s+debit|debit\s+terus|direct\s+debit|mae\s+qr|alipay\+?(?=\s+\S)|"#
            + #"card(?:\s+purchase)?|payment|paid|received|refund|duit\s+masuk|wang\s+masuk|"#
            + #"qr\s+payment|pos\s+purchase|(?:di)?terima\s+daripada|terima\s+dari|"#
            // A card statement's point-of-sale mark (`POS KEK LAPIS MAK SITI`), never the post office's own name.
            + #"pos(?!\s+(?:malaysia|laju)\b)(?=\s+\S+\s+\S)|pemindahan|pindahan|wang\s+keluar|(?:cr|dr)\s+advice|"#
            // A statement's debit or credit mark after the type (`DUITNOW TRF CR`, `DUITNOW QR DR`): the row's sign.
            // A statement's salary credit (`SALARY CR MAJLIS …`): the row's type and its sign.
            + #"(?:salary|gaji)(?=\s+cr\b)|"#
            // A credit's kind before its payer (`KREDIT PENCEN JABATAN …`, `SALARY CREDIT …`).
            + #"(?:kredit|credit)\s+(?:pencen|pension|gaji|salary)|(?:pencen|pension|gaji|salary)\s+(?:kredit|credit)|"#
            + #"(?:bayaran|pembayaran)(?:\s+bil)?)(?:\s+(?:cr|dr))?(?:\s+(?:to|from|fr|for|by|with|"#
            + #"using|ke|kepada|dari|daripada|dengan))?\s+(?=\S)"#
    )
    /// A type after the name: "ShopeePay Cashback", a platform's "TIKTOK SHOP SETTLEMENT" (a payout's batch).
    private static let typeSuffix = Pattern(#"(?<=\S)\s+(?:cashback|refund|payment|transfer|settlement)\s*$"#)
    private static let trailingGroup = Pattern(#"\s*\([^()]*\)\s*$"#)
    /// A bracket opened after the name and never closed on its line (`KERAJAAN NEGERI SEMBILAN (INSENTIF ANAK`): a
    /// note the message broke, no part of the name.
    private static let openGroup = Pattern(#"(?<=\S)\s*\([^()]*$"#)
    /// A name, then a township word (`TMN`, `Jalan`, `Bandar`, `Kg`) and the rest: the outlet's address.
    private static let townshipTail = Pattern(
        #"^(.+?)[\s\-–]+(?:tmn|taman|jln|jalan|bdr|bandar|kg|kampung)\b.*$"#)
    private static let dashTail = Pattern(#"\s+[\-–|]\s+[^\-–|]+$"#)
    /// "MBSA · Seksyen 7 Zon A": a dotted tail that starts with an area code or a place is where, not who.
    private static let dotTail = Pattern(#"\s+[·•]\s+(\S+)(?:\s.*)?$"#)
    /// "SS2", "USJ 1", "PJU7", "Seksyen 13": a township's area code as the last word(s) of a name.
    private static let milestoneTail = Pattern(#"^(.+?)\s+batu\s+\d{1,2}$"#)
    private static let areaCode = Pattern(
        #"\s+(?:SS|PJS|PJU|USJ|SEK|SEKSYEN|SECTION|PRESINT|PRECINCT)\s?\d{1,2}[A-Z]?$"#)

    /// The name without a township's area code after it (`RESTORAN SRI MUTIARA MAJU SEKSYEN 17`): the code is where
    /// the outlet is, so its number makes no address of the name.
    static func withoutAreaCode(_ text: String) -> String {
        guard text.split(separator: " ").count >= 3 else { return text }
        return withoutCodeBeforeTown(areaCode.replace(in: text, with: ""))
    }

    /// The name without a section's code and the town after it (`MASJID AL-HIDAYAH SEKSYEN 9 BANGI`): both where.
    private static func withoutCodeBeforeTown(_ text: String) -> String {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 5, let last = words.last else { return text }
        // The town: a district of one word, or a city of two words or more (`… SEKSYEN 7 SHAH ALAM`).
        let lower = words.map { $0.lowercased() }
        let townLength =
            districtNames.contains(last.lowercased())
            ? 1
            : placeTails.first {
                $0.count >= 2 && $0.count + 3 <= words.count && lower.suffix($0.count).elementsEqual($0)
            }?.count
        guard let townLength else { return text }
        let before = words.dropLast(townLength).joined(separator: " ")
        return areaCode.occurs(in: before) ? areaCode.replace(in: before, with: "") : text
    }
    /// Council and authority names keep their town: "Majlis Bandaraya Shah Alam" names the council, not a branch.
    private static let authorityWords = Words.phrases([
        "majlis", "bandaraya", "perbadanan", "dewan", "council", "municipal", "daerah", "pejabat", "jabatan",
        "universiti", "university", "kolej", "sekolah", "syarikat air",
        // Schools are named for the locality they serve (`SK Bukit Indah`).
        "sk", "smk", "sjk",
        // A toll plaza is named for the road or bridge it serves (`Plaza Tol Jambatan Pulau Pinang`).
        "plaza tol", "toll plaza",
        // A cooperative is registered under its members' town (`Koperasi Pekebun Kecil Tawau Berhad`).
        "koperasi", "cooperative", "co operative",
        // A state's zakat body and its other boards are named for the state they serve (`Pusat Zakat Negeri
        // Sembilan`, `Lembaga Zakat Selangor`).
        "zakat", "lembaga",
        // A state's government (`Kerajaan Negeri Sembilan`).
        "kerajaan",
    ])
    /// The words a shop's or a stall's name opens with.
    private static let shopOpenings: Set<String> = ["kedai", "gerai", "warung", "toko"]
    /// Districts and townships that end a shop's name as its outlet; states and countries are not in it, since a
    /// lone state often belongs to the name ("Air Selangor").
    private static let districtNames: Set<String> = [
        "bangsar", "puchong", "cheras", "ampang", "kepong", "setapak", "sentul", "rawang", "kajang", "bangi",
        "cyberjaya", "damansara", "klcc", "subang", "sunway", "usj", "ttdi", "solaris", "kuchai",
        // Johor's towns, and cities by their initials (`KOPITIAM SAN LOKE JB`, `PASARAYA SERI BESTARI KT`).
        "muar", "larkin", "kulai", "kluang", "segamat", "pontian", "tangkak", "jb", "kt", "kk", "bsb", "pj", "klang",
        // Klang's quarters.
        "pandamaran",
        // Sabah's west coast: Kota Kinabalu's suburbs and the towns around it, and Labuan.
        "likas", "penampang", "donggongon", "inanam", "tuaran", "putatan", "menggatal", "labuan",
        // The north: Perlis's capital, George Town as descriptors spell it, and Hat Yai across the border.
        "kangar", "georgetown", "hatyai",
        // The peninsula's and Borneo's towns of one word that are no common word: state capitals and the larger
        // towns, so the next town a shop prints after its name is known before a round of screens brings it.
        "ipoh", "taiping", "kampar", "sitiawan", "lumut", "manjung", "tapah", "gopeng", "bidor", "kulim", "jitra",
        "butterworth", "semenyih", "banting", "seremban", "kuantan", "temerloh", "bentong", "raub", "jerantut",
        "dungun", "kemaman", "machang", "tumpat", "kuching", "miri", "sibu", "bintulu", "sarikei", "sandakan", "tawau",
        "keningau", "semporna", "kudat", "ranau",
        // Each state's towns and the quarters of its cities that a shop's outlet is named for, one word each. Words
        // that are also common words or parts of people's names (`Jaya`, `Damai`, `Bau`, `Yan`, `Cheng`, `Labu`,
        // `Matang`) are left out: a name may be made of them. `Nilai` (value) ends no name in the corpus but the
        // town's (`KEDAI FOTOSTAT ZIZI NILAI`), and a name of common words before it keeps it.
        // Kuala Lumpur and Selangor.
        "brickfields", "pudu", "segambut", "gombak", "selayang", "dengkil", "serdang", "sekinchan", "kapar", "balakong",
        "jinjang", "keramat", "titiwangsa", "setiawangsa", "kinrara", "seputeh", "ijok",
        // Penang, Kedah, Langkawi and Perlis.
        "minden", "gelugor", "jelutong", "perai", "prai", "juru", "gurney", "relau", "farlim", "chowrasta", "langkawi",
        "kuah", "cenang", "kilim", "gurun", "pendang", "baling", "napoh", "changlun", "arau",
        // Perak.
        "menglembu", "tambun", "chemor", "bercham", "falim", "buntong", "greentown",
        // Kelantan, Terengganu and Pahang.
        "bachok", "ketereh", "chukai", "marang", "besut", "kerteh", "losong", "jerteh", "setiu", "kijal", "ajil",
        "rusila", "penambang", "kemasik", "mentakab", "karak", "brinchang", "cherating", "beserah", "gambang", "maran",
        "rompin", "lipis", "triang", "balok", "semambu",
        // Negeri Sembilan and Melaka.
        "rembau", "tampin", "gemas", "bahau", "mantin", "senawang", "rahang", "sikamat", "linggi", "lukut", "paroi",
        "nilai",
        "ampangan", "rasah", "jempol", "jasin", "merlimau", "klebang", "bachang", "titi",
        // Johor.
        "skudai", "tebrau", "masai", "senai", "tampoi", "mersing", "pagoh", "nusajaya", "desaru", "pengerang", "labis",
        "kukup",
        // Sabah and Sarawak.
        "beaufort", "papar", "kinarut", "kundasang", "tenom", "tambunan", "sipitang", "lintas", "kepayan", "luyang",
        "alamesra", "sepanggar", "padungan", "satok", "pujut", "samarahan", "serian", "betong", "kapit", "mukah",
        "limbang", "lawas", "lundu", "tabuan", "stutong", "senadin", "lutong", "permyjaya", "kanowit", "saratok",
        "bintangor",
        // Across the borders: Singapore's and Brunei's towns and quarters, southern Thailand's border towns and Bangkok's
        // quarters.
        "woodlands", "changi", "jurong", "tampines", "bugis", "yishun", "bedok", "maxwell", "kiulap", "gadong", "seria",
        "tutong", "danok", "sadao", "pratunam", "rangnam", "sukhumvit", "silom", "sathorn", "bangkok", "bkk",
        "pattaya",
        "phuket", "krabi",
        // Australia's cities and Melbourne's inner suburbs.
        "melbourne", "sydney", "brisbane", "adelaide", "perth", "carlton", "parkville", "fitzroy", "southbank",
        "docklands", "brunswick", "footscray", "clayton",
        // China's cities and quarters.
        "guangzhou", "shenzhen", "beijing", "shanghai", "futian", "tianhe",
        // Indonesia's cities and Bali's and Jakarta's quarters (`Bali` itself names dishes: `Nasi Campur Bali`).
        "jakarta", "denpasar", "seminyak", "legian", "canggu", "kuta", "ubud", "sanur", "jimbaran", "menteng",
        "kemang", "senayan", "bandung", "yogyakarta", "surabaya",
        // Japan's and Korea's cities and quarters a card descriptor ends on.
        "tokyo", "osaka", "kyoto", "sapporo", "otaru", "chitose", "hakodate", "niseko", "fukuoka", "nagoya", "shinjuku",
        "shibuya", "ginza", "asakusa", "namba", "umeda", "susukino", "seoul", "busan", "myeongdong", "hongdae", "jeju",
        "taipei", "zhongshan", "ximending", "shilin", "raohe", "jiufen", "danshui", "tamsui", "hanoi", "saigon",
        "danang", "hoian", "hcmc",
        // The holy cities and Jeddah.
        "makkah", "mecca", "madinah", "medina", "jeddah",
        // Manila's cities and Dubai's quarters.
        "manila", "makati", "taguig", "pasay", "bgc", "deira", "dubai", "karama", "jumeirah",
        // Hong Kong's peninsula, whose quarters of two words or more the place names hold.
        "kowloon",
        // Campuses by their initials: a stall or shop on a university's grounds (`NASI KUKUS … UMS`).
        "ums", "unimas", "upm", "ukm", "usm", "uitm", "utm", "uum", "umt", "umk", "ump", "upsi", "unisza", "uthm",
        "utem", "unimap", "iium", "uia", "utp", "mmu",
    ]
    /// A building's word (`Boulevard`, `Mall`, `Plaza`) before the city ending a name: the outlet's mall.
    private static let mallWords: Set<String> = [
        "boulevard", "mall", "plaza", "megamall", "complex", "kompleks", "galleria", "parade",
    ]
    /// Whether a word is a district or town of the place lists (`bintulu`, `kk`): a brand's outlet after its name.
    static func isTown(_ word: String) -> Bool {
        districtNames.contains(word) || placeNames.contains(word)
    }
    /// The words that open a market's name (`PASAR BESAR KK`, `TAMU KOTA BELUD`): what follows a name from there is
    /// the market the stall is at.
    private static let marketHeads: Set<String> = ["pasar", "tamu", "pekan", "bazar", "bazaar", "medan"]
    /// A market named for when it opens (`SUNDAY MARKET`, `NIGHT MARKET`) ending a name.
    private static let marketTimes: Set<String> = [
        "sunday", "saturday", "weekend", "night", "morning", "pagi", "malam", "minggu",
    ]
    /// The first words of Malay towns named for water: an estuary (`Kuala`), a river (`Sungai`, `Sg`).
    private static let placeHeads: Set<String> = ["kuala", "sungai", "sg", "kota"]
    /// A word of letters and digits together (`KLIA2`, `T1`, `L3`): an outlet's code, not a word of a name.
    static let outletCode = Pattern(#"^(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]{2,6}$"#)
    /// A card descriptor's country code ending a name: Malaysia's, and Brunei's and Singapore's across the borders.
    private static let countryCode = Pattern(#"\s+(?:MY|MYS|MAL|BN|BRN|SG|SGP|ID|IDN)$"#, caseInsensitive: false)
    private static let companySuffix = Pattern(
        #"(?:\bs/b\b|\bltd\b\.?|\blimited\b|\.(?:com|tv|io|app)(?:\.[a-z]{2})?\b|\.co\.[a-z]{2}\b|\bsdn\.?\s*bhd\.?|\bbhd\.?(?=\s|$)|"#
            // A web address's own country ending a one-word name (`RUMAHTUMPANG.MY`).
            + #"(?<=^[a-z0-9]{3,40})\.my$|"#
            + #"\bberhad\b|\(\s*m\s*\)|\(\s*malaysia\s*\)|\benterprises?\b|\bent\.?(?=\s|$)|\bplt\b|"#
            + #"\bllp\b|\(\s*\d{4,}[\s\-]*[a-z]?\s*\)|\b\d{6,}[\-\s]?[a-z]\b|\(\s*\)|\bco\.?,?\s*ltd\.?|"#
            // Foreign legal tails: "Pte Ltd", "LLC", and a company's closing "Co." (its full stop marks the
            // abbreviation; "Rahim & Co" without it is a firm's name).
            + #"\bpte\.?(?=\s+ltd\b)|\bpty\.?(?=\s+ltd\b)|\bllc\b\.?|,?\s*\binc\b\.?(?=\s*$)|(?<=[a-z]\s)co\.(?=\s*$)|"#
            // A legal tail an alert cut short after its first word (`PUSAT PAKAR MEDIVIEW SDN`).
            + #"(?<=[a-z]\s)sdn\.?(?=\s*$))"#
    )
    private static let noteAfterCompany = Pattern(
        #"\b(?:sdn\.?\s*bhd\.?|berhad|bhd\.?)\s+[A-Za-z]+(?:\s+[A-Za-z]+)?\s*$"#)
    private static let leading = Pattern(#"^[\s\p{P}\p{S}&&[^#@(&]]+"#)
    private static let trailing = Pattern(#"[\s\p{P}\p{S}&&[^)'.!]]+$"#)
    /// A sentence's closing stop after a name (`… daripada JABATAN PERKHIDMATAN AWAM.`): after a word of three
    /// letters or more, which no abbreviation a name ends with is (`Co.` keeps its stop).
    private static let sentenceStop = Pattern(#"(\b\p{L}{3,})\.$"#)
    /// A payment's note in brackets after a sender's name, dated by its year (`KERAJAAN MALAYSIA (GAJI APR 2032)`).
    private static let datedNote = Pattern(#"\s*\([^()]*\b(?:19|20)\d{2}\b[^()]*\)\s*\.?$"#)
    private static let spaces = Pattern(#"\s{2,}"#)

    /// City, district and country tails that card and QR merchant strings carry after the name.
    private static let placeNames: [String] = [
        "kuala lumpur", "wilayah persekutuan", "petaling jaya", "selangor", "shah alam", "subang jaya", "subang",
        "puchong", "cheras", "ampang", "klang", "cyberjaya", "putrajaya", "johor bahru", "johor", "penang",
        "pulau pinang", "georgetown", "george town", "ipoh", "perak", "melaka", "malacca", "seremban", "kuantan",
        "kota bharu", "kota kinabalu", "kuching", "miri", "alor setar", "bangsar", "mont kiara", "damansara",
        "bukit bintang", "klcc", "setapak", "kepong", "sri petaling", "wangsa maju", "sentul", "rawang", "kajang",
        "bangi", "sepang", "nilai", "seri kembangan", "sunway", "usj", "bukit jalil", "mid valley", "setia alam",
        "bandar utama", "kota damansara", "kl", "pj", "jb", "kk", "sg buloh", "sungai buloh", "my", "mys", "mal",
        "malaysia", "sabah", "sarawak", "kedah", "kelantan", "terengganu", "pahang", "negeri sembilan", "perlis",
        "batu pahat", "pasir gudang", "1 utama", "one utama", "sunway pyramid", "pavilion kl", "ioi city", "the curve",
        "mid valley megamall", "kelana jaya", "little india", "larut matang", "simpang empat", "hat yai",
        // Towns and quarters of two words across the country and over its borders.
        "jonker walk", "jonker street", "ayer keroh", "alor gajah", "bandar hilir", "batu berendam", "port dickson",
        "bukit mertajam", "sungai petani", "teluk intan", "bayan lepas", "batu ferringhi", "tanjung bungah",
        "air itam", "pulau tikus", "seberang jaya", "kota tinggi", "ulu tiram", "gelang patah", "iskandar puteri",
        "permas jaya", "bukit indah", "ipoh garden", "tanah rata", "cameron highlands", "genting highlands",
        "petra jaya", "batu kawa", "kota samarahan", "lahad datu", "tanjung aru", "causeway point", "don mueang",
        "kubang kerian", "batu buruk", "wakaf che yeh", "teluk cempedak", "pasir mas", "pengkalan chepa", "pasir puteh",
        "tanah merah", "gua musang", "rantau panjang", "kuala besut", "bukit payong", "chendering", "kuala krai",
        "indera mahkota", "seberang takir", "kuala nerus", "dataran merdeka", "pantai remis", "kuala kubu bharu",
        "kampong glam", "kampung glam", "chinatown complex", "simpang kuala", "titi gajah", "pauh putra", "chow kit",
        "suria klcc", "kayu madang", "kuala belait", "bandar seri begawan", "bsb", "bali",
        // Kuantan's quarters along its coast.
        "teluk sisek", "tanjung lumpur", "tanjung api", "sungai lembing",
        // Klang's.
        "bukit raja", "kampung jawa", "kg jawa", "bukit tinggi", "port klang", "pelabuhan klang",
        // Kuala Lumpur's northern quarters, and Vietnam's and Taiwan's cities.
        "kepong baru", "jinjang utara", "jinjang selatan", "ho chi minh", "ho chi minh city", "hoan kiem",
        // Kuching's townships, and Thailand's northern city.
        "tabuan jaya", "tabuan laru", "kota padawan", "chiang mai",
        // Bangkok's shopping quarter and its mall.
        "siam square", "siam paragon", "central world", "centralworld", "suvarnabhumi",
        // Alor Setar as it used to be spelt, and Makkah's quarter of the pilgrims' hotels.
        "alor star", "seremban 2", "al aziziah", "al aziziyah", "aziziah", "aziziyah",
        // Langkawi's beaches, Kuala Lumpur's Pantai Dalam, and Melbourne's centre and market.
        "pantai cenang", "pantai tengah", "tanjung rhu", "pantai dalam", "melbourne central", "queen victoria market",
        "queen victoria mkt",
        // Johor Bahru's waterfront and a Singapore mall.
        "puteri harbour", "jurong point",
        // Ipoh's neighbourhoods.
        "pasir pinji", "canning garden", "gunung rapat", "ipoh greentown",
        // Hong Kong and its quarters, and Singapore's hawker centres a stall's name ends on.
        "hong kong", "tsim sha tsui", "mong kok", "causeway bay", "wan chai", "yau ma tei", "sham shui po",
        "lau pa sat", "maxwell food centre", "newton food centre", "tekka centre", "old airport road",
    ]
    private static let placeTails: [[String]] = placeNames.sorted { $0.count > $1.count }.map { name in
        name.split(separator: " ").map(String.init)
    }
    /// Acronyms that stay in capitals when an ALL CAPS name is title-cased.
    private static let acronyms: Set<String> = [
        "TNB", "KFC", "GSC", "TGV", "ASB", "SK", "SMK", "SJK", "KLIA", "MBPJ", "DBKL", "AEON", "IKEA", "DIY", "A/L",
        "A/P", "KL", "PJ", "LHDN", "KWSP", "EPF", "PTPTN", "JPJ", "UTM", "UM", "UKM", "USM", "UPM", "TM", "IT", "BBQ",
        "PIBG", "MAIWP", "MAIS", "MAIJ", "LZS", "JR",
        // Chinese and Tamil national-type schools, as `SK` and `SJK` are kept.
        "SJKC", "SJKT", "SJK(C)", "SJK(T)",
        // The states' religious councils and zakat bodies.
        "MAIDAM", "MAINPP", "MAIK", "MAINS", "MAIAMP", "PPZ", "PPZ-MAIWP", "LZNK", "MUIS",
    ]

    /// The cleaned name, or nil when nothing name-like is left.
    private static let zeroInWord = Pattern(#"(?<=[A-Z])0(?=[A-Z]|\b)(?<![0-9]0)"#, caseInsensitive: false)

    /// A run of letters in a script other than the Latin one (Chinese, Tamil, Thai …), with the spaces around it.
    private static let otherScript = Pattern(
        #"\s*[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+(?:\s+[^\p{Script=Latin}\p{Script=Common}"#
            + #"\p{Script=Inherited}]+)*\s*"#)

    static func clean(_ raw: String) -> String? {
        // "PLUS AYER KEROH", "LATAR IJOK": a toll is paid to its operator, named by its acronym.
        if let toll = TollOperator.name(opening: raw.trimmingCharacters(in: .whitespaces)) { return toll }
        // "KEDAI K0PI L0K KEE": OCR's zero inside a word of letters is the letter O.
        var text = zeroInWord.replace(in: raw, with: "O")
        // "KEDAI KOPI LAM FATT 林发茶室": a name written in two scripts is typed in the Latin one.
        text = romanised(text)
        text = tags.replace(in: text, with: " ")
        text = datedNote.replace(in: text, with: "")
        text = stripType(text)
        // "SINAR TEKNIK SDN BHD SALARY": a statement's payment note after the company suffix is not the name.
        text = noteAfterCompany.replace(in: text, with: " ")
        // "TM TECHNOLOGY SERVICES SDN BHD (UNIFI)": a trading name in brackets after a company's legal name is the
        // name it trades under, written as the company is (a note such as `(Auto-billing)` after capitals is not);
        // a place in brackets is the outlet, and `(M)` or a registration number is no name.
        // "AMANAH SAHAM BUMIPUTERA (ASB)": initials in brackets that spell the words before them are the name it is
        // known by.
        // A council or public body is named in full (`Majlis Bandaraya Shah Alam (MBSA)`).
        if let initials = spelledInitials(of: text), !Words.containsAny(Words.normalize(text), authorityWords) {
            return initials
        }
        if let match = tradingName.firstMatch(in: text), let trading = match[1], !isPlace(trading),
            isAllCaps(trading) || !isAllCaps(text.replacingOccurrences(of: trading, with: ""))
        {
            text = trading
        }
        // `TRIP.COM`: a brand named by its web address keeps its `.com`.
        if let brand = BrandCatalog.brand(matching: text), brand.name.lowercased().hasSuffix(".com") {
            return brand.name
        }
        let beforeSuffix = text
        text = companySuffix.replace(in: text, with: " ")
        // `TIKETBOLA.MY SDN BHD`: a web address's ending left last once the legal tail went.
        text = companySuffix.replace(in: text.trimmingCharacters(in: .whitespaces), with: " ")
        let hadLegalTail = text != beforeSuffix
        // "AIA BHD", "KTB SDN BHD": a company named by one short word of capitals before its legal tail is known by
        // its initials, which keep their capitals.
        let initials = text != beforeSuffix && isInitials(trimmed(spaces.replace(in: text, with: " ")))
        text = spaces.replace(in: text, with: " ")
        text = trimmed(text)
        // "WISE ASIA-PACIFIC PTE LTD": a legal entity's region before its legal tail is the entity's, not the name.
        if hadLegalTail {
            text = trimmed(regionTail.replace(in: text, with: ""))
            // `ALLIANZ LIFE INSURANCE MALAYSIA BERHAD`: the country a company of three words or more is registered
            // in, before its legal tail; shorter names keep it as the corpus labels them (`Pos Malaysia`, `Prudential
            // Assurance Malaysia`, `Shopee Mobile Malaysia`), and a university's or a body's name holds it.
            let words = text.split(separator: " ")
            if words.count >= 4, words.last?.lowercased() == "malaysia",
                !Words.containsAny(Words.normalize(text), authorityWords)
            {
                text = words.dropLast().joined(separator: " ")
            }
        }
        // `SHOPEE ADS`, `IKLAN SHOPEE`: a platform's advertising bought by a seller is paid to the platform.
        let adWords = text.split(separator: " ").map { $0.lowercased() }
        if adWords.count == 2, let ad = adWords.firstIndex(where: { $0 == "ads" || $0 == "iklan" }),
            let brand = BrandCatalog.brand(matching: String(text.split(separator: " ")[1 - ad]))
        {
            return brand.name
        }
        if let brand = BrandCatalog.brand(matching: text) { return brand.name }
        // A known brand before its outlet's township (`SHELL-TMN PELANGI`, `PETRONAS JLN KLANG LAMA`): the brand.
        if let head = townshipTail.firstMatch(in: text)?[1], let brand = BrandCatalog.brand(matching: head) {
            return brand.name
        }
        // Outlet and city tails: "(Sunway Pyramid)", "- SHAH ALAM", a card descriptor's "KUALA LUMPUR MY".
        text = trailingGroup.replace(in: text, with: "")
        text = openGroup.replace(in: text, with: "")
        if dashTail.occurs(in: text), let head = dashTail.firstMatch(in: text)?[0],
            head.split(separator: " ").count <= 5
        {
            let stripped = dashTail.replace(in: text, with: "")
            if stripped.unicodeScalars.filter({ $0.properties.isAlphabetic }).count >= 2 { text = stripped }
        }
        // `KONSORTIUM FERI PERLIS LANGKAWI SDN BHD`: a town right before the legal tail that ends the line is the
        // registered name's, not an outlet after it.
        let townInRegisteredName = MerchantFinder.legalTail.occurs(in: beforeSuffix)
        text = removeOutlet(text, registeredName: hadLegalTail, keepsTown: townInRegisteredName)
        text = trimmed(text)
        guard text.unicodeScalars.filter({ $0.properties.isAlphabetic }).count >= 2 else { return nil }
        if let brand = BrandCatalog.brand(matching: text) { return brand.name }
        if initials, isInitials(text) { return text }
        return isAllCaps(text) ? titleCased(text) : text
    }

    /// A region a legal entity is registered for (`ASIA-PACIFIC`, `APAC`, `SOUTH EAST ASIA`), ending a name.
    private static let regionTail = Pattern(
        #"(?<=\S)\s+(?:asia[\s\-]?pacific|apac|south[\s\-]?east\s+asia|southeast\s+asia)\s*$"#)

    private static let tradingName = Pattern(
        #"\b(?:sdn\.?\s*bhd\.?|bhd\.?|berhad|s/b|plt)\s*\(\s*([A-Za-z][A-Za-z&'.\- ]*[A-Za-z.])\s*\)\s*$"#)

    private static let bracketedInitials = Pattern(#"^(.+?)\s*\(\s*([A-Z]{2,6})\s*\)\s*$"#, caseInsensitive: false)

    /// The initials in brackets after a name when they are its words' first letters (`Amanah Saham Bumiputera (ASB)`).
    private static func spelledInitials(of text: String) -> String? {
        guard let match = bracketedInitials.firstMatch(in: text), let name = match[1], let initials = match[2]
        else { return nil }
        let firsts = name.split(separator: " ").compactMap { $0.first(where: \.isLetter) }.map { $0.uppercased() }
        return firsts.joined() == initials ? initials : nil
    }

    /// Whether a cleaned name is a place alone, a town or a city the place lists know (`Makkah`, `Kota Kinabalu`).
    /// A country's code after it (`Makkah, SA`) is part of the place.
    static func isPlaceName(_ text: String) -> Bool {
        var words = Words.normalize(text).split(separator: " ").map(String.init)
        if words.count >= 2, let last = words.last, last.count == 2 { words.removeLast() }
        return !words.isEmpty && (placeNames.contains(words.joined(separator: " ")) || words.allSatisfy(isTown))
    }

    /// Whether every word of `text` is a place or an outlet's word (`SUNWAY PYRAMID`, `M`, `MALAYSIA`).
    private static func isPlace(_ text: String) -> Bool {
        let words = Words.normalize(text).split(separator: " ").map(String.init)
        return words.count < 1 || words.joined().count < 2 || placeNames.contains(words.joined(separator: " "))
            || words.allSatisfy { BrandCatalog.placeWords.contains($0) || districtNames.contains($0) }
    }

    /// One word of two or three capital letters.
    private static func isInitials(_ text: String) -> Bool {
        (2...3).contains(text.count) && text.allSatisfy { $0.isUppercase && $0.isASCII && $0.isLetter }
    }

    /// The name without its words in another script, when a name of Latin letters is left (`Tong Sui Mama 糖水妈妈`).
    static func romanised(_ text: String) -> String {
        guard otherScript.occurs(in: text) else { return text }
        let stripped = otherScript.replace(in: text, with: " ").trimmingCharacters(in: .whitespaces)
        return latinLetterCount(stripped) >= 2 ? stripped : text
    }

    /// How many letters of the Latin alphabet `text` holds.
    static func latinLetterCount(_ text: String) -> Int {
        text.unicodeScalars.filter { $0.properties.isAlphabetic && $0.value < 0x250 }.count
    }

    /// Drops where the shop is from the end of its name: a dotted place tail, an area code, a district, a city, the
    /// country after a one-word brand; a council keeps its town.
    private static func removeOutlet(_ raw: String, registeredName: Bool = false, keepsTown: Bool = false) -> String {
        var text = raw
        if let match = dotTail.firstMatch(in: text), let first = match[1],
            first.contains(where: \.isNumber) || BrandCatalog.placeWords.contains(first.lowercased())
        {
            text = dotTail.replace(in: text, with: "")
        }
        // A shop named for what it sells to a school or a council (`KEDAI KASUT SEKOLAH …`) is a shop, not the body.
        let opensAsShop = text.split(separator: " ").first.map { shopOpenings.contains($0.lowercased()) } ?? false
        if !opensAsShop, Words.containsAny(Words.normalize(text), authorityWords) {
            return withoutNationalBodysOffice(text)
        }
        if countryCode.occurs(in: text) {
            text = countryCode.replace(in: text, with: "")
            text = removePlaceTails(text, multiWordOnly: false)
            // A town the place list has only among the districts (`… DUTY FREE LABUAN MY`) goes too.
            var words = text.split(separator: " ").map(String.init)
            dropDistrict(from: &words)
            text = words.joined(separator: " ")
        }
        if text.split(separator: " ").count >= 2 { text = areaCode.replace(in: text, with: "") }
        text = withoutCodeBeforeTown(text)
        // "… AH FOOK BATU 4": a milestone on the road out of a town, after a name of three words or more, is where
        // the shop stands.
        if let milestone = milestoneTail.firstMatch(in: text)?[1], milestone.split(separator: " ").count >= 3 {
            text = milestone
        }
        // "… LITTLE INDIA IPOH": a city after a quarter or district of two words or more goes with it.
        var cityWords = text.split(separator: " ").map(String.init)
        if cityWords.count >= 4, let city = cityWords.last, placeNames.contains(city.lowercased()) {
            cityWords.removeLast()
            let withoutQuarter = removePlaceTails(cityWords.joined(separator: " "), multiWordOnly: true)
            if withoutQuarter.split(separator: " ").count < cityWords.count { text = withoutQuarter }
        }
        // "… GYM BOULEVARD MIRI": a mall's or a complex's word before the city ending a name is the outlet's building.
        var mallWords = text.split(separator: " ").map(String.init)
        if mallWords.count >= 4, let city = mallWords.last?.lowercased(),
            placeNames.contains(city) || districtNames.contains(city),
            Self.mallWords.contains(mallWords[mallWords.count - 2].lowercased()),
            !isOnlyCommonWords(mallWords.dropLast(2)[...])
        {
            mallWords.removeLast(2)
            text = mallWords.joined(separator: " ")
        }
        // Two-word cities ("Kuala Lumpur") are never part of a name; a lone state often is ("Air Selangor").
        text = removePlaceTails(text, multiWordOnly: true)
        var words = text.split(separator: " ").map(String.init)
        // "GERAI SAYUR INANG TAMU KOTA BELUD", "… GAYA STREET SUNDAY MARKET": a market after a name of three words or more
        // is where the stall is, and so is a street named after it (`… CHEESE AMOI GAYA STREET`).
        // A food court (`MEDAN SELERA …`) is a market of stalls; `Medan` alone names a place (`Sri Medan`).
        if let head = words.indices.dropFirst(3).first(where: { index in
            let word = words[index].lowercased()
            guard marketHeads.contains(word) else { return false }
            return word != "medan" || (index + 1 < words.count && words[index + 1].lowercased() == "selera")
        }),
            words.count - head <= 5
        {
            words.removeSubrange(head...)
        }
        if words.count >= 4, words[words.count - 1].lowercased() == "market",
            marketTimes.contains(words[words.count - 2].lowercased())
        {
            words.removeLast(2)
        }
        // "… JLN KEBUN BUNGA": a road named after a name of three words or more is the outlet's address.
        if let road = words.indices.dropFirst(3).first(where: { ["jln", "jalan"].contains(words[$0].lowercased()) }),
            words.count - road <= 4, words[road...].allSatisfy({ $0.allSatisfy(\.isLetter) })
        {
            words.removeSubrange(road...)
        }
        if words.count >= 5,
            ["street", "st", "drive", "road", "walk", "lane"].contains(words[words.count - 1].lowercased()),
            words[words.count - 2].allSatisfy(\.isLetter)
        {
            words.removeLast(2)
        }
        // "KUIL SRI KALIAMMAN TAMAN MERU", "KEDAI RUNCIT PAK ALANG KG PARIT": a township or a village of one word after
        // a name of three words or more is the outlet's (`Kantin SK Taman Melati`, two words before it, is a school's
        // canteen named for its school); a brand's shop before it (`Kedai Mesra PETRONAS Taman Tun`) is named as its
        // brand names its sites. A village's mosque or its welfare body (`Badan Khairat Masjid Kg Banggol`) is the
        // village's own, named by it.
        let head = words.count >= 5 ? words[words.count - 2].lowercased() : ""
        let village = ["kg", "kampung"].contains(head)
        if ["taman", "tmn"].contains(head) || village && !isWorshipPlaces(words.dropLast(2)),
            words[words.count - 1].allSatisfy(\.isLetter),
            BrandCatalog.brand(containedIn: Words.normalize(words.dropLast(2).joined(separator: " "))) == nil
        {
            words.removeLast(2)
        }
        // "KEROPOK ABANG MAT KUALA PERLIS", "TALAT PHO CHAI SUNGAI KOLOK": a town named for its river's mouth or its
        // river (`Kuala …`, `Sungai …`) ending a name of three words or more is the outlet's, known to the place list
        // or not (`Plaza Tol Kuala Terengganu` is the plaza's name); so is an airport by its code ("KOPI PULAU LGK
        // AIRPORT"). Hills, bays, capes, islands and villages often name the business itself (`Restoran Terapung
        // Pulau Mabul`, `Restoran Kambing Bakar Tanjung Emas`, as rounds 2 and 24 label them): only the place list
        // knows those that are outlets.
        if words.count >= 5, placeHeads.contains(words[words.count - 2].lowercased()),
            words[words.count - 1].allSatisfy(\.isLetter), !isOnlyCommonWords(words.dropLast(2)[...])
        {
            words.removeLast(2)
        } else if words.count >= 4, words[words.count - 1].lowercased() == "airport", words[words.count - 2].count <= 4
        {
            words.removeLast(2)
        }
        // "KOPI LANDASAN KLIA2", "DUTY FREE KLIA T1": a last word of letters and digits is an outlet's code (a
        // terminal, a level, a unit), and a place word before it is the place it codes.
        if words.count >= 3, let last = words.last, outletCode.occurs(in: last) {
            words.removeLast()
            while words.count >= 3, let place = words.last, BrandCatalog.placeWords.contains(place.lowercased()) {
                words.removeLast()
            }
        }
        // "TIONG BAHRU HOKKIEN MEE #02-11": the unit a stall or shop has in its building ends no name.
        if words.count >= 2, let last = words.last, MerchantPlausibility.unitNumber.occurs(in: last) {
            words.removeLast()
        }
        if !keepsTown { dropDistrict(from: &words) }
        // "Kasut Ria Malaysia": a one-word brand followed by its country; a company registered under the two words
        // (`POS MALAYSIA BERHAD`) is named by them.
        if words.count == 2, words[1].lowercased() == "malaysia", !registeredName { words.removeLast() }
        // "Rohani Binti Yusof.": a sentence's full stop, not an abbreviation's.
        if let last = words.last, last.hasSuffix("."), last.dropLast().count >= 3, !last.dropLast().contains(".") {
            words[words.count - 1] = String(last.dropLast())
        }
        return words.joined(separator: " ")
    }

    /// Drops a district or town ending a name of three words or more, unless the town is the name's own.
    private static func dropDistrict(from words: inout [String]) {
        // `… AH CHAI DATARAN KAJANG`: a town's square after a name of three words or more goes with its town.
        if words.count >= 5, words[words.count - 2].lowercased() == "dataran",
            districtNames.contains(words[words.count - 1].lowercased())
        {
            words.removeLast(2)
            return
        }
        // `… KUAH LANGKAWI`: a quarter before its island or town goes with it; a town honoured by `Sri` before
        // another (`… SRI TEMERLOH MENTAKAB`) is the name's.
        var removed = 0
        while words.count >= 3, let last = words.last, districtNames.contains(last.lowercased()),
            !townIsTheNames(words), removed == 0 || !["sri", "seri"].contains(words[words.count - 2].lowercased())
        {
            words.removeLast()
            removed += 1
        }
    }

    /// A mosque's, a prayer house's, a temple's or a church's name, which its community's place is part of.
    private static func isWorshipPlaces(_ words: ArraySlice<String>) -> Bool {
        words.contains { ["masjid", "surau", "kuil", "tokong", "gereja"].contains($0.lowercased()) }
    }

    /// A national body's name, then the town of the office that took the payment (`JABATAN PENDAFTARAN NEGARA
    /// PUTRAJAYA`): the body serves the country, so the town is its counter's, not its name's. A state's or the
    /// country's name there is the body's own (`Jabatan Akauntan Negara Malaysia`).
    private static func withoutNationalBodysOffice(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        guard words.count >= 4, let town = words.last?.lowercased(),
            ["negara", "malaysia"].contains(words[words.count - 2].lowercased()),
            isTown(town), !statesAndCountries.contains(town)
        else { return text }
        words.removeLast()
        return words.joined(separator: " ")
    }

    /// The country's and its states' names of one word, which a body is named for, not where its office is.
    private static let statesAndCountries: Set<String> = [
        "malaysia", "my", "mys", "mal", "selangor", "johor", "perak", "melaka", "malacca", "penang", "sabah",
        "sarawak", "kedah", "kelantan", "terengganu", "pahang", "perlis",
    ]

    /// Titles a person's name follows: a town's name after one is the person's (`RESTORAN HAJI TAPAH`).
    private static let personTitles: Set<String> = [
        "haji", "hj", "hajah", "hjh", "pak", "mak", "tok", "datuk", "dato", "che", "encik",
    ]
    /// Words that open a place's name of two words or more (`Bukit Jelutong`, `Pantai Balok`, `Taman Sri Skudai`): a
    /// town after one is the rest of that place's name, not a town of its own.
    private static let compoundPlaceHeads: Set<String> = [
        "bukit", "taman", "tmn", "bandar", "kampung", "kg", "pantai", "pulau", "tanjung", "tg", "teluk", "batu", "ayer",
        "air", "sungai", "sg", "kuala", "kota", "pekan", "simpang", "padang", "tanah", "lembah", "desa", "jalan", "jln",
        "port",
    ]
    /// Common words of business names that name no one shop (`Kedai Pembungkusan Aneka`, `Perniagaan Serbaneka`,
    /// `Dobi Kilat`, `Kedai Buku Ilmu`) beside the trade words of the category tables. The words a business chooses
    /// for its name (`Maju`, `Jaya`, `Mesra`, `Indah`) make one: `Pasaraya Mesra Jaya` stands without its town.
    private static let commonNameWords: Set<String> = [
        "aneka", "serbaneka", "perniagaan", "cenderamata", "ilmu", "kilat", "kilang", "kotak", "kertas",
        "pembungkusan", "fotostat", "alat", "tulis", "runcit", "dobi", "laundry", "perkakas", "elektrik", "motor",
        "kereta", "tayar", "bengkel", "jahit", "gunting", "rambut", "bunga", "hardware", "perabot", "besi", "kayu",
        "binaan", "pasaraya", "mini", "market", "borong", "niaga", "usaha", "servis", "service", "services", "centre",
        "center", "and", "&", "sri", "seri", "bersih", "layan", "diri", "segar", "murah",
    ]

    /// Whether the town ending `words` belongs to the name: it follows a person's title, it ends a place's name of
    /// several words (`Bukit Jelutong`), it is what `Sri`/`Seri` honours, or the words before it are only trade and
    /// common words (`Kedai Buku Ilmu Minden`), a name that does not stand without its town.
    private static func townIsTheNames(_ words: [String]) -> Bool {
        let before = words[words.count - 2].lowercased()
        // `Kopitiam Sri Tanjung Beserah`: a head honoured by `Sri` is the name's word, not the town's first.
        let honoured = words.count >= 3 && ["sri", "seri"].contains(words[words.count - 3].lowercased())
        if personTitles.contains(before) || compoundPlaceHeads.contains(before) && !honoured { return true }
        if ["sri", "seri"].contains(before) {
            // `Taman Sri Skudai`: the honorific inside a place's name of three words.
            if words.count <= 4 || compoundPlaceHeads.contains(words[words.count - 3].lowercased()) { return true }
        }
        return isOnlyCommonWords(words.dropLast())
    }

    /// Whether a name of two words or more is made only of trade and common words (`Perniagaan Plastik`).
    static func isTradeWordsOnly(_ text: String) -> Bool {
        isOnlyCommonWords(text.split(separator: " ").map(String.init)[...])
    }

    /// Whether a name is made only of trade and common words (`Perniagaan Serbaneka`, `Kedai Buku Ilmu`): it does
    /// not stand without the town after it. A person's title makes it someone's (`Ikan Bakar Mak Teh`).
    private static func isOnlyCommonWords(_ words: ArraySlice<String>) -> Bool {
        let rest = words.map { $0.lowercased().filter { $0.isLetter || $0 == "&" } }.filter { !$0.isEmpty }
        // One word left is a brand's or a single trade word's, which other rules weigh (`Kopitiam` of a chain).
        guard rest.count >= 2, !rest.contains(where: personTitles.contains) else { return false }
        return rest.allSatisfy { CategorySuggester.tradeWords.contains($0) || commonNameWords.contains($0) }
    }

    /// Removes transaction-type words around a name: "Paid to Sushi Zanmai", "ShopeePay Cashback".
    static func stripType(_ text: String) -> String {
        let stripped = typeSuffix.replace(in: typePrefix.replace(in: text, with: ""), with: "")
        return stripped.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) ? stripped : text
    }

    private static func trimmed(_ text: String) -> String {
        var out = leading.replace(in: text, with: "")
        out = trailing.replace(in: out, with: "")
        out = sentenceStop.replace(in: out.trimmingCharacters(in: .whitespaces), with: "$1")
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// A romanised Korean place: a name, a hyphen, and its kind (`Nampo-dong`, `Jung-gu`, `Sejong-ro`, `Insadong-gil`).
    private static let koreanPlace = Pattern(#"^\p{L}{2,}-(?:dong|gu|ro|gil|ri|eup|myeon)$"#)

    /// A place name's first word as addresses shorten it, spelt out as the place list has it.
    private static let placeHeadSpelling: [String: String] = ["tg": "tanjung", "kg": "kampung", "kpg": "kampung"]

    /// Drops place names at the end, but never the whole name ("Klang Valley Florist" stays).
    private static func removePlaceTails(_ text: String, multiWordOnly: Bool) -> String {
        var words = text.split(separator: " ").map(String.init)
        // `HOTTEOK HALMONI NAMPO-DONG`: a Korean neighbourhood, district or street, romanised with its suffix after a
        // hyphen, is the outlet's place after a name of two words or more.
        if words.count >= 3, let last = words.last, koreanPlace.occurs(in: last) { words.removeLast() }
        var changed = true
        while changed && words.count > 1 {
            changed = false
            // The words as the place list spells them, once for every tail compared: letters and digits in lower
            // case, and a place's head as addresses shorten it spelt out (`TG LUMPUR`, `KG BARU`) for a tail of two
            // words or more.
            let plain = words.map { $0.lowercased().filter { $0.isLetter || $0.isNumber } }
            let spelled = plain.map { placeHeadSpelling[$0] ?? $0 }
            for tail in placeTails {
                let tailWords = tail.count
                guard words.count > tailWords, !multiWordOnly || tailWords >= 2 else { continue }
                let end = tailWords >= 2 ? spelled.suffix(tailWords) : plain.suffix(tailWords)
                if end.elementsEqual(tail) {
                    // A name of common words keeps its town (`Perniagaan Serbaneka Kota Tinggi`).
                    if isOnlyCommonWords(words.dropLast(tailWords)) { return words.joined(separator: " ") }
                    words.removeLast(tailWords)
                    // A comma or dash before the tail goes with it.
                    if let last = words.last, last.hasSuffix(",") || last.hasSuffix("-") {
                        words[words.count - 1] = String(last.dropLast())
                    }
                    if words.last == "-" || words.last == "," { words.removeLast() }
                    // "… PANTAI BATU BURUK": the head of the place's longer name goes with it.
                    if words.count >= 3, let head = words.last, compoundPlaceHeads.contains(head.lowercased()) {
                        words.removeLast()
                    }
                    changed = true
                    break
                }
            }
        }
        return words.joined(separator: " ")
    }

    private static func isAllCaps(_ text: String) -> Bool {
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        return letters.count >= 2 && letters.allSatisfy { $0.properties.isUppercase }
    }

    /// Two consonants that start words (`SR`i, `KL`inik, `ST`esen); any other pair opening a word (`MB`SA) or a word
    /// without a vowel (`PDRM`) is read letter by letter.
    private static let onsets: Set<String> = [
        "BL", "BR", "CH", "CL", "CR", "DR", "FL", "FR", "GL", "GR", "KH", "KL", "KR", "NG", "NY", "PH", "PL", "PR",
        "SC", "SH", "SK", "SL", "SM", "SN", "SP", "SR", "ST", "SW", "SY", "TH", "TR", "TW", "WH", "WR",
    ]

    /// A name of one word of two to five capitals that cannot be said as a word: an acronym (`PDRM`, `MBSA`).
    private static func isUnsayable(_ word: Substring) -> Bool {
        guard (2...5).contains(word.count), word.allSatisfy({ $0.isUppercase && $0.isASCII }) else { return false }
        let vowels: Set<Character> = ["A", "E", "I", "O", "U"]
        if !word.contains(where: { vowels.contains($0) }) { return true }
        let first = Array(word.prefix(2))
        return !vowels.contains(first[0]) && !vowels.contains(first[1]) && !onsets.contains(String(first))
    }

    private static func titleCased(_ text: String) -> String {
        if !text.contains(" "), isUnsayable(Substring(text)) { return text }
        return text.split(separator: " ").map { word in
            let lower = word.lowercased()
            if acronyms.contains(String(word)) { return String(word) }
            // Codes with digits (SS2, 7E) stay as written.
            if word.contains(where: \.isNumber) { return String(word) }
            var out = ""
            var startOfWord = true
            for character in lower {
                if startOfWord && character.isLetter {
                    out += character.uppercased()
                    startOfWord = false
                } else {
                    out.append(character)
                    // After a hyphen or a slash a new word starts; after an apostrophe it does not (Pelita's),
                    // except behind a lone first letter, an elision (D'Selera, O'Neil).
                    if character == "-" || character == "/" || character == "(" || character == "." {
                        startOfWord = true
                    } else if character == "'" && out.count == 2 {
                        startOfWord = true
                    }
                }
            }
            return out
        }.joined(separator: " ")
    }
}
