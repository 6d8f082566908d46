# ruff: noqa: RUF001, RUF002, RUF003  (the words in other scripts are what this file reads)
"""A document's number after a word for the document, whatever its name: a licence, a permit, a
certificate, a benefit's record, in any language.

Part of the scrubber (`memories.redaction`); pure. `ids`, `numbers` and `id_cards` read an id after
its own name (`SEVIS`, `driver's licence`, `ID card`); a person holds many more documents whose
names no list has (`domicile certificate`, `firearms licence`, `protected area permit`, `Orunodoi
beneficiary id`, `Postal ID`), in every language. What they share is a word for the kind of
document and a word for its number: `licence … number`, `certificate-i number`, `प्रमाणपत्र नंबर`,
`許可証（PAP）番号`, `رقم ملف الإقامة`, `household list number`, or a name in capitals and `ID` or a word
for a number (`OSCA ID`, `Postal ID`, `numero LTOPF`). After the label on its line, perhaps past a
few words that say whose it is or what for and a colon, the value goes when it is shaped like a
document's number: six digits or more, in one run or in groups of capitals and digits joined by a
dash, a slash or a dot (`ST/LHS/2009/43961`, `PAP-KNR-2031-0676`, `192746341504C`, `第344851号`), and
no date, version or phone number. A word before or between that names another thing's number (an
order, a ticket, an invoice, a phone, an account, a serial: `id_cards.OTHER_RE`) keeps it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.assign_words import IS_WORDS
from memories.redaction.family import Family, Span
from memories.redaction.id_cards import NUMBER_WORDS, OTHER_RE
from memories.redaction.ids import has_check, id_by_name
from memories.redaction.lines import line_start
from memories.redaction.stem_looks import stem_look
from memories.redaction.units import COUNTS, QUANTITY_AFTER_RE, last_word

__all__ = ["FAMILIES"]

# A tradesman's "ticket", a licence for high-risk work as Australia, Britain and Canada say it
# (`slinger's ticket`, `dogman ticket`, `forklift ticket`): its "ticket" names no support ticket.
_TRADE_TICKET = (
    r"(?:slinger|rigger|dogg?(?:er|man)|crane|forklift|scaffold(?:er|ing)?|welder|welding"
    r"|electrician|plumber|gas[ \t]?fitter|trade)(?:['’]?s)?[ \t\-]+ticket"
)
_TRADE_TICKET_RE = re.compile(r"(?i:" + _TRADE_TICKET + r")")
# The kind of document, a stem (inside a word too: `licencja`, `zertifikat`, `प्रमाणपत्र`).
_DOCUMENT = (
    r"licen[cs]|licen[çc]|licenz|lizenz|igazolv[áa]ny|permit|permis|permes|certific|zertifikat|beneficiar|carnet"
    r"|preukaz|pr[ůu]kaz|identification|identificaci[oó]n|identifica[cç][aã]o"
    # (Portuguese's and Spanish's booklets, Tok Pisin's and Tetum's licence, Italian's permit, a
    # Spanish card, Azerbaijani's and Armenian's certificates, a Chinese car's papers)
    r"|carteira|caderneta|libreta|laisens|lisens|layisen[sc]|patentino|carn[ée](?![^\W\d_])|v[əe]siq"
    r"|(?<![^\W\d_])cheti(?![^\W\d_])"  # (Swahili's certificate: `namba ya cheti cha …`)
    # (Japanese's licence and certificate of a course, Korean's qualification: `免状`, `修了証`,
    # `자격증`, `자격번호`)
    r"|免状|修了証|자격증|자격(?=번호)"
    r"|loyvi"  # (Faroese's permit: `arbeiðs- og uppihaldsloyvið`)
    r"|վկայական|行驶证|行駛證"
    # (Norwegian's certificates, `båtførerbevis`; Italian's booklet, `libretto di navigazione`;
    # Portuguese's authorisation, `autorização SISBIO`; Korean's licence, `면허`)
    r"|bevis|libretto|autoriza[çc][ãa]o|면허"
    # A booklet, a visa, a residence card, a seafarer's record, Ethiopia's kebele id
    # (`family booklet`, `livret militaire`, `exit visa`, `carte de séjour`, `numéro marin`).
    r"|booklet|passbook|livret|visa|residen[cz]|s[ée]jour|seafarer|seaman|marin(?![a-z])|maritim"
    r"|kebele|ቀበሌ|መታወቂያ|通行证|通行證|海员证|海員證|alvar[áa]"  # (a seaman's book; Portuguese's licence)
    r"|monsterboek(?:je)?"  # (the Dutch seaman's book)
    r"|common[ \t]+roll|electoral[ \t]+roll"  # (a voter's entry: Papua New Guinea's common roll)
    r"|(?<![^\W\d_])voter(?:s?['’]s?)?[ \t]+registration"  # (Belize's, `voter registration nomba`)
    # (Russian's personal medical book, a food worker's: `номер личной медицинской книжки`)
    r"|медицинск[а-я]{0,4}[ \t]+книжк|медкнижк"  # (and its short word: `номер медкнижки`)
    # (a lawyer's entry, `roll of attorneys number`; Italian's and Spanish's seafarers, `matricola
    # della gente di mare`; a clearance a person is issued, `barangay clearance control no.`)
    r"|roll[ \t]+of[ \t]+(?:attorneys|advocates|solicitors|lawyers)|gente[ \t]+d[ei][ \t]+mar"
    r"|clearance"
    r"|bénéficiaire|beneficiaire|lisensi|lesen|lisans|sijil|vergunning|bewilliging"
    r"|лиценз|разрешени|свидетельств|сертификат|ліценз|дозв[іо]л"
    # (a car's papers and insurance in Russian: `полис ОСАГО`, `ПТС`, `СТС`)
    r"|(?<![^\W\d_])пропуск(?![^\W\d_])"  # (a pass into a border zone: `пропуск в погранзону №: …`)
    r"|border[ \t]+pass"  # (and in English: `border pass number (FMR) cu …`, Mizoram's)
    r"|полис|осаго|(?<![^\W\d_])(?:птс|стс)(?![^\W\d_])|удостоверени|посвідчен"
    # (a company's customs registration in China, its code's word after: `海关注册编码`)
    r"|海关(?:注册)?(?=编码)|海關(?:註冊)?(?=編碼)"
    r"|प्रमाणपत्र|प्रमाण\s+पत्र|अनुज्ञप्ति|अनुमतिपत्र|लाइसेंस|लायसन्स|परमिट|সনদ|প্রমাণপত্র|লাইসেন্স"
    r"|許可証|許可書|許可證|免許証|証明書|資格証|許可证|许可证|执照|執照|证书|證書|憑證|凭证|居住證|居住证"
    r"|殘疾人證|残疾人证|手帳|手帐|手冊|手册|허가증|면허증|증명서|atestado|attestation|attestato|household"
    # (Taiwan's police record, a permit's letter, a driving licence; Japan's licence certificate:
    # `良民證字號`, `聘僱許可函文號`, `駕照號碼`, `狩猟免状の番号`)
    r"|良民證|良民证|許可函|许可函|駕照|驾照|驾驶证|駕駛證|免状|医籍登録"  # (and a doctor's register: `医籍登録番号`)
    r"|شهادة|رخصة|تصريح|إقامة|اقامة|ملف|گواهی|مجوز|پروانه"
    r"|(?<=رقم[ \t])(?:ال)?قيد"  # (a civil register's entry, after its number's word: `رقم قيد العائلة`)
    r"|ལག་ཁྱེར|ལག་འཁྱེར|ሰርተፊኬት|ፈቃድ"
    # (Polish's certificates and cards, Slovene's card and permit, Irish's licence, German's card,
    # Japanese's licence before its particle: `świadectwo kwalifikacji`, `legitymacja
    # przewodnika`, `izkaznica gorskega vodnika`, `uimhir cheadúnais`, `Bergführerausweis`,
    # `潜水士免許の番号`)
    r"|[śs]wiadectw|za[śs]wiadczeni|legitymacj|izkaznic|dovoljenj|potrdil|c?h?ead[úu]n|ausweis"
    r"|免許(?=の)|許可(?=の)"
    # (a seaman's certificate in Chinese, an insurance card in Japanese, Korean's health
    # certificate and a permit: `船員證號碼`, `保険証の記号番号`, `보건증 번호`, `어업허가 번호`)
    r"|船員證|船员证|保険証|保險證|보건증|허가(?=[ \t]*번호)"
    # (Khmer's book and card, `សៀវភៅស្នាក់នៅ` a residence book; Vietnamese's card, `số thẻ`)
    r"|សៀវភៅ|ប័ណ្ណ|(?<![^\W\d_])thẻ(?![^\W\d_])"
    # (a professional council's or board's registration, `Nepal Medical Council registration`,
    # Nepali's `दर्ता`; Finnish's card, `työturvallisuuskortin numero`)
    r"|(?<=council[ \t])registration|(?<=board[ \t])registration|(?<![^\W\d_])darta|दर्ता"
    r"|kortin(?=[ \t]+numero)|kortti(?=[ \t]*numero)"
    # (Greek's licence and register, `άδεια κυβερνήτη … αρ. …`, `Μητρώο …, αριθμός: …`; Arabic's
    # card, `رقم بطاقة الصياد`; Nepali's identity card, `परिचयपत्र नं.`; a soldier's number, `army
    # number`; Portuguese's registration, `inscrição de produtor rural`; Spanish's)
    r"|άδει[αε]ς?|αδει[αε]ς?|μητρώ|μητρω|بطاق[ةه]|परिचयपत्र|परिचय\s+पत्र"
    r"|(?<![^\W\d_])army(?=[ \t]+number)|inscri[çc][ãa]o"
    r"|matr[íi]cula"  # (a professional's registration in Spanish: `Matrícula Nacional`)
    # (German's licence to drive a crane or to blast, `Kranführerschein`, `Sprengbefugnis`;
    # Albanian's permit, `leja e …`; Pakistan's emigrant's registration with the Protector)
    r"|f[üu]hrerschein|befugnis|(?<![^\W\d_])lej[ae](?![^\W\d_])|(?<=emigrants[ \t])registration"
    # (a labour card; Mongolian's and Russian's certificate in Latin letters, `gerčilgee`,
    # `svidetelstvo`, and Mongolian's own, `гэрчилгээ`; a Chinese permit or card, `…证`, before its
    # number's `号` and the number: `道路运输证号 …`, `中蒙边民证号码 …`)
    r"|labou?r[ \t]+card|ger[čc]h?ilgee|svidetelstv|гэрчилгээ"
    # (Uzbek's and Karakalpak's certificate and permit, `guvohnoma`, `ruxsatnoma`; Portuguese's
    # licence to command a boat or drive, `carta de patrão`, `carta de condução`)
    r"|guvohnom|ruxsatnom|гувоҳном|рухсатном"
    # (Russian's certificate in Latin letters, `udostoverenie`; a spa treatment's card,
    # `санаторно-курортная карта`; Turkish's seaman's book, `gemiadamı cüzdanı`; a tobacco
    # grower's registration; a trade test's certificate, Zambia's TEVETA)
    r"|udostoveren|санаторно-курортн|gemiadam[ıi][ \t]+c[üu]zdan"
    r"|(?<![^\W\d_])grower(?![^\W\d_])|trade[ \t]+test"
    # (German's licences to fish, hunt, carry a weapon or sail, `Fischereischein`; a tribe's
    # enrollment number)
    r"|(?:fischerei|angel|jagd|waffen|sachkunde|segel|sportboot|bootsf[üu]hrer)schein"
    r"|enrol?lment(?=[ \t]+(?:number|no\.?|#))"
    # (Norwegian's and Danish's driving licence, a snowmobile's too, `snøscooterførerkortet`;
    # Tajik's certificate in Latin letters and Cyrillic, `shahodatnomai huvviyat`)
    r"|f[øo]rerkort|shahodatnom|шаҳодатном"
    r"|carta[ \t]+de[ \t]+(?:patr[ãa]o|condu[çc][ãa]o|marinheiro|arrais|mestre)"
    r"|(?:运输|资格|边民|工作|上岗|合格|登记|从业)证(?=号码?[ \t:：]*[A-Z0-9\u4e00-\u9fff])"
    r"|(?:運輸|資格|邊民|工作|上崗|合格|登記|從業)證(?=號碼?[ \t:：]*[A-Z0-9\u4e00-\u9fff])"
    + r"|(?<![^\W\d_])"  # (a tradesman's "ticket")
    + _TRADE_TICKET
)
# A word for a number in the scripts `id_cards.NUMBER_WORDS` leaves out.
_NUMBER_MORE = r"αριθμ[^\W\d_]{0,4}|αρ\.|नं\.?|交付番号|番号|号码|號碼|卡號|卡号|證號|证号|字號|字号|文號|文号|号|號|编码|編碼|번호|ཨང་གྲངས|ཨང་|नंबर|नम्बर|संख्या|क्रमांक|নম্বর|نمبر|شماره|ቁጥ[ርሬ]|№|sz[áa]ma"
_NUMBER = (
    r"(?:" + NUMBER_WORDS + r"|id|#|namba|số)(?![^\W\d_])|(?:" + _NUMBER_MORE + ")"
    r"|(?-i:No)(?=[A-Z0-9А-ЯЁ])"  # (`№` glued to its number, as the view reads it: `NoСБ-…`)
    r"|(?<![^\W\d_])n\.(?=[ \t]*[A-Z0-9])"  # (Italian's `n.`: `licenza di pesca … n. LP-…`)
)
# An agency's reference: its letters, the document's kind, the year (or a series), the number;
# or its letters and the kind's, the place's, then four to six digits (`KPL/NG/10064`,
# `MAQIS/SWT/SBH/51107`); never a standard's (`ISO/IEC/27001`).
_AGENCY_REFERENCE = (
    r"(?-i:(?!(?:ISO|IEC|EN|DIN|ANSI|IEEE|BS|ASTM|NIST|ETSI)/)"
    r"(?:[A-Z]{2,6}(?:/[A-Z]{2,6}){1,2}/(?:(?:19|20)[0-9]{2}|[0-9]{1,3})/[0-9]{3,6}"
    r"|[A-Z]{2,6}(?:/[A-Z]{2,6}){1,3}/(?!(?:19|20)[0-9]{2}(?![0-9]))[0-9]{4,6}"  # (no year)
    r"|[A-Z]{2,6}(?:-[A-Z]{2,8}){1,2}-[0-9]{5,12}))(?![\w/\-])"  # (or dashed: `SRP-SAMTSE-2366909`)
)
_AGENCY_REFERENCE_RE = re.compile(_AGENCY_REFERENCE)
# A note in brackets after a label: `(E1)`, `(issued 2019)`.
_BRACKETED_RE = re.compile(r"\([^\n():]{0,40}\)")

# The rest of a document's word (`Ausweis|nummer`, `licen|ces`): thirty letters at most, so a
# document's word said again and again in one long word is read a few letters on from each.
_SUFFIX = r"[^\W\d_]{0,30}"
# The document's word, then at most a few words or a bracket, then a word for its number
# (`licence) number`, `certificate-i number`, `許可証（PAP）番号`); or the number's word first
# (`رقم ملف الإقامة`, `numero ng lisensya`); or a name in capitals and `ID` (`OSCA ID`).
_DOCUMENT_LABEL_RE = re.compile(
    r"(?i:(?:"
    + _DOCUMENT
    + r")"
    + _SUFFIX
    # (up to four words between, each after a space, a dash or a comma: `άδεια κυβερνήτη
    # ταχυπλόου, Λιμεναρχείο Κέρκυρας, αρ. …`)
    + r"(?:['’]s)?(?:(?:,[ \t\-]*|[ \t\-]+)[^\W\d_]{1,36}(?:['’][^\W\d_]{1,12})?){0,4}?"
    r",?[ \t]*"
    r"(?:[(（][^()（）\n]{1,40}[)）][ \t]*|[)）][ \t]*)?[\-]?(?:" + _NUMBER + r")"
    r"|(?<![^\W\d_])(?:"
    + _NUMBER
    + r")(?:[ \t]+[^\W\d_]{1,12}){0,2}?[ \t]+(?:"
    + _DOCUMENT
    + r")[^\W\d_]*"
    # (or the document's word alone, an agency's reference a word or two on, whatever joins them:
    # `tricycle permit ŋɛ SDA/TRC/2030/1578`: the agency, the kind, the year, the number)
    # (a registration too, before such a reference only: `premises registration MAQIS/…`)
    + r"|(?P<slashed>(?:"
    + _DOCUMENT
    + r"|(?<![^\W\d_])registration)"
    + _SUFFIX
    + r"(?:-[^\W\d_]{1,4})?)(?=(?:[ \t]+[^\W\d_]{1,12}){0,2}[ \t]+"
    + _AGENCY_REFERENCE
    + r")"
    # (or the document's word alone, a colon a few words on: `Pleasure Craft Licence: …`)
    # (a note in brackets may hold a digit: `świadectwo kwalifikacji SEP (E1) elektryka: …`)
    + r"|(?P<bare>(?:"
    + _DOCUMENT
    + r")"
    + _SUFFIX
    + r"(?![^\W\d_]))(?=(?:[^\n:\d\x1f(]|"
    + _BRACKETED_RE.pattern
    + r"){0,80}[:\x1f]|[ \t]+(?:[^\W\d_]{1,5}[ \t]+)?[A-Z0-9А-ЯЁ]))"
)
_NAMED_LABEL_RE = re.compile(
    # (or its card's number: `Nusuk card number`)
    r"(?<![\w\-])(?P<named>[A-Z][A-Za-z]{1,11})[ \t]+(?:ID|card[ \t]+(?:number|no\.?))(?![\w\-])"
    # (or an acronym in capitals and a word for its number: `KITAS number`, `KITAS番号`)
    # (perhaps "registration" between: `CRFFN registration no.`)
    r"|(?<![A-Za-z0-9\-])(?P<acronym>[A-Z]{3,6})[ \t]*(?:のID|の|(?i:(?:e-)?registration)[ \t]+"
    # (or what the number is of: `MCLE compliance no.`, `PRC accreditation number`)
    r"|(?i:compliance|accreditation|member(?:ship)?|enrol?ment|clearance|affiliation|file|dossier)"
    r"[ \t]+)?"
    r"(?:(?i:number|no\.?|nr\.?|namba|n[uú]m[eé]ro)(?![^\W\d_])|#"
    r"|(?i:(?:e-)?registration)(?=[ \t]*:)"  # (or "registration" alone, a colon after it)
    # (or whose after it: `NHPC registration of the lab technologist: …`)
    # (a note in brackets first: `TCCIM registration (Ayurveda) of the new vaidyan: …`)
    r"|(?i:registration)(?=[ \t]*(?:\([^()\n\d]{1,30}\))?[ \t]+(?i:of|for)[ \t][^\n:\d]{1,60}:)"
    r"|番号|号码|號碼|번호|नंबर|नम्बर)"
    # (or a word for a number and then the acronym: `numero LTOPF`, `nomor BPKB`)
    r"|(?<![^\W\d_])(?i:n[uú]mero|num[ée]ro|nomor|nombor|numer|nummer|number|nr\.?|rhif)"
    # (an article between: `número da OAB`)
    r"[ \t]+(?:(?i:da|do|de|del|di|du|of|the)[ \t]+)?(?P<after>[A-Z]{3,6})(?![\w\-])"  # (never English `no`: `no GPU, 100 000 …`)
)
# Acronyms that name no document a person holds: a book's, a product's, a chemical's, a paper's,
# a security's, a company's, a parcel's, a device's or a ship's number.
_NOT_DOCUMENTS = frozenset((
    "ISBN", "ISSN", "EAN", "UPC", "GTIN", "SKU", "ASIN", "MPN", "CAS", "NDC", "DOI", "PMID",
    "ORCID", "CUSIP", "ISIN", "SEDOL", "FIGI", "LEI", "DUNS", "RMA", "MAC", "IMEI", "IMSI",
    "ICCID", "MSISDN", "VIN", "HS", "NAICS", "SIC", "ICD", "CPT", "PNR", "AWB", "UPS", "DHL",
    "USPS", "FEDEX", "EMS", "PID", "UID", "GID", "CVE", "RFC", "KB", "JIRA", "BUG", "PR",
    "SHA", "MD", "CRC", "UUID", "GUID", "ASN", "BGP", "NIC", "PCI", "USB", "SIM", "TCP", "UDP",
    "IMO", "MMSI",  # (a ship's numbers, public in every register)
))  # fmt: skip
# What a system numbers, before `ID`: a deploy's, a build's, a job's id is no person's document.
_SOFTWARE_WORDS = frozenset((
    "deploy", "deployment", "build", "release", "commit", "job", "run", "request", "trace",
    "span", "session", "task", "process", "thread", "event", "message", "pipeline", "workflow",
    "transaction", "batch", "upload", "report", "test",
))  # fmt: skip
# The value: groups of capitals and digits joined by a dash, a slash, a dot or (digits only)
# a space, the first perhaps with a letter or two in brackets (in Latin or Cyrillic capitals, a
# Russian series between digits: `78 МР 615129`); or digits inside Japanese's and Chinese's `第…号` ("number …").
_VALUE_RE = re.compile(
    # (after `第`, a series' `字`, or `№` glued on, read as `No`: `锡字1525…号`, `№СБ-2031-…`)
    # (or after one Chinese character that starts it, a province's: `：渝1148786092518`)
    # (Korean's `제…호` as Chinese's `第…号`; Japanese's middle dot between groups, `7251・379957`)
    r"(?:(?<=第)|(?<=제)|(?<=字)|(?<=No)|(?<=[:：][\u4e00-\u9fff])|(?<![\w\-/.+#]))[A-Z0-9А-ЯЁ]{1,20}(?:\([A-Z]{1,2}\))?"  # (`CPL(H)-43854`)
    r"(?:(?:[\-/.・]|[ ](?=[0-9]|[А-ЯЁ]{2}[ ][0-9]))[A-Z0-9А-ЯЁ]{1,20}){0,5}"
    r"(?:(?![\w\-/]|[.,][0-9])|(?=[号號호]))"
)
# Between the label and the value: whose it is, what for, a colon (no digit, on one line).
_BETWEEN_RE = re.compile(r"[^\d\n]{0,60}")
_DATE_RE = re.compile(
    r"(?:19|20)[0-9]{2}[\-/.]?(?:0?[1-9]|1[0-2])[\-/.]?(?:0?[1-9]|[12][0-9]|3[01])"
    r"|(?:0?[1-9]|[12][0-9]|3[01])[\-/.](?:0?[1-9]|1[0-2])[\-/.](?:19|20)?[0-9]{2}"
)
_VERSION_RE = re.compile(r"[vV]?[0-9]{1,3}(?:\.[0-9]{1,4}){1,3}")
# A number in thousands' groups (`5.859.703`, Argentina's and Paraguay's ids): no version.
_THOUSANDS_RE = re.compile(r"[0-9]{1,3}(?:\.[0-9]{3}){2,}")
_YEARS_RE = re.compile(r"(?:19|20)[0-9]{2}[\-/](?:(?:19|20)[0-9]{2}|[0-9]{2})")  # (`2001-2002`)
_MIN_DIGITS = 6
_YEAR_END_RE = re.compile(r"[A-Z]{1,5}(?:[-/][A-Z]{1,8}){0,2}[-/]?(?:19|20)[0-9]{2}\Z")
# After a colon, a number's word before it (`licence number for the Tyee Runner: 24830`): five
# digits are enough, and capitals may come first in groups of their own (`IFSS-SWE-27605`).
_MIN_DIGITS_AFTER_COLON = 5
# (or in groups: `PT/345/10`, `E/686/387/24`; four digits after capitals do: `GV-7386`, `K-BF-1243`)
_PREFIXED_RE = re.compile(
    r"(?P<prefix>[A-Z]{1,5}(?:[-/][A-Z]{1,8}){0,2})(?:[-/][0-9]{5,12}|[-/][0-9]{4}|(?:/[0-9]{2,6}){2,3}"
    r"|(?<=[A-Z])[0-9]{5,8}|(?<=[A-Z]{2})[0-9]{4})"  # (or glued: `TG76843`, `TIBHA5900`)
)
_MIN_DIGITS_PREFIXED = 4
# An office's letters, the year, a serial that mixes capitals and digits (`HW-2021-ACJY7F`).
_YEAR_SERIAL_RE = re.compile(
    r"[A-Z]{1,6}-(?:19|20)[0-9]{2}-(?=[A-Z0-9]{4,10}\Z)(?=[A-Z0-9]*[0-9])(?=[A-Z0-9]*[A-Z])[A-Z0-9]+"
)
_SHORT_NUMBER_WORD_RE = re.compile(r"(?i:(?<![^\W\d_])(?:nr|no|n[º°])\.?)\Z")
# A standard's, a vehicle's or a bank's number is no document a person holds (`ISO-27001`,
# `Vehicle Identification Number`), nor a site's public permit (`grid code permit`, `building
# permit`, `planning permit`: a public register's).
_NOT_HELD_RE = re.compile(
    r"(?i:vehicle|bank|chassis|frame|grid[ \t]+code|building|planning|zoning|environmental"
    r"|discharge"
    r"|hot[ \t_\-]?work[ \t_\-]+permit)"  # (a job's permit on a site, not a welder's certificate)
    # (nor a company's certificate under a standard, its number said: `ISO 9001 certificate …`)
    r"|(?<![A-Za-z])(?:ISO|IEC|DIN|ANSI|ASTM)[ \t\-/]?\d{3,5}"
)
# A permit to work's number, as sites print it (`PTW-2033-0415`): a job's, not a person's.
_PERMIT_TO_WORK_RE = re.compile(r"PTW[\-/ ]?\d")
# A machine's checked state, said on the line before: its certificate is the machine's
# (`weighbridge was calibrated on …; certificate № UZST-2032-0893`).
_CHECKED_RE = re.compile(r"(?i:(?<![^\W\d_])(?:calibrat|inspected|warranty|conformity))")
_CHECKED_REACH = 160  # (the most characters of its line read back: a long line, read linearly)
_STANDARDS = frozenset(("ISO", "IEC", "EN", "DIN", "ANSI", "IEEE", "BS", "ASTM", "NIST", "ETSI"))
_DOCUMENT_LOOK = stem_look(_DOCUMENT)
_NAMED_LOOK = re.compile(r"[A-Z]{3}|[ \t]ID|[ \t]card[ \t]")
_IS_RE = re.compile(r"(?i:" + IS_WORDS + r")")
_COUNTED_RE = re.compile(r"[ \t]*(?:" + COUNTS + ")")
# The clause's end after a number, or one short word that ends the line (a verb put last).
_CLAUSE_END_RE = re.compile(r"[ \t]*(?:[.,;!)]|\n|\Z)|" + last_word(6))
# (a colon, a table's cell border, or the field's end before the value's field)
_COLON_RE = re.compile(r"[:|\x1f]")
_SMALL_RE = re.compile(r"\d{1,3}")
# "Number of" and things counted, a plural in small letters (`licence number of trucks`).
_COUNT_OF_RE = re.compile(r"[ \t]+(?i:of)[ \t]+[a-z]{2,20}s(?![^\W\d_])")


def _shaped(value: str, *, after_colon: bool = False) -> bool:
    """A document's number: six digits or more, no more letters than digits, not a date, a
    version or a span of years (``after_colon``: five digits, perhaps after capitals' groups)."""
    if after_colon and _AGENCY_REFERENCE_RE.fullmatch(value) is not None:
        return True  # (`CRFFN/IND/34/47519`: an agency's reference, whatever its letters)
    if _YEAR_SERIAL_RE.fullmatch(value) is not None:
        return True  # (`HW-2021-ACJY7F`: the year and a serial, whatever its letters)
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    least = _MIN_DIGITS_AFTER_COLON if after_colon else _MIN_DIGITS
    if (prefixed := _PREFIXED_RE.fullmatch(value)) is not None:
        if set(re.split(r"[-/]", prefixed.group("prefix"))) & (_STANDARDS | _NOT_DOCUMENTS):
            return False
        if after_colon:
            letters = 0
            least = _MIN_DIGITS_PREFIXED
            if _YEAR_END_RE.fullmatch(value):
                return False  # (`GPL-2024`: a year)
    if digits < least or letters > digits:
        return False
    version = _VERSION_RE.fullmatch(value) and not _THOUSANDS_RE.fullmatch(value)
    return not (_DATE_RE.fullmatch(value) or version or _YEARS_RE.fullmatch(value))


def _digit_outside_note(text: str, value: re.Match[str], after: int) -> bool:
    """Whether the value holds a digit and stands outside a note in brackets opened after the
    label (which ends at ``after``: `SEP (E1)`, `(3 gruppa)`)."""
    opened = text.rfind("(", max(after, value.start() - 40), value.start())
    closed = text.find(")", value.end(), value.end() + 40)
    noted = (
        opened != -1
        and closed != -1
        and ")" not in text[opened : value.start()]
        and "(" not in text[value.end() : closed]
    )  # (inside a note in brackets: `(E1)`, `(3 gruppa)`)
    return not noted and any(c.isdigit() for c in value.group())


# A student's or an employee's word right before a permit, a visa, a licence or a pass
# (`student permit`): whose document it is, not another thing's number. After a document's word,
# what it is for, after `for` (`roll of attorneys number of our counsel for the pawn tickets: …`),
# names no other number (after an acronym it does: `INC number for the ticket: …`).
_HOLDER_RE = re.compile(r"(?i:student|employee)[ \t_\-]+\Z")
_HELD_RE = re.compile(r"(?i:permit|visa|licen[cs]|pass(?![^\W\d_]))")
_FOR_RE = re.compile(r"(?i:(?<![^\W\d_])(?:for|para|pour|per|f[üu]r)(?![^\W\d_]))")


_OWN_REFERENCE_RE = re.compile(r"[ \t]+(?i:ref(?:erence)?\.?)(?![^\W\d_])")


def _names_another(
    text: str, start: int, label: re.Match[str], value: re.Match[str], *, named: bool
) -> bool:
    """Whether a word between ``start`` and the value names another thing's number
    (`id_cards.OTHER_RE`), but a holder's word right before a document's and, after a
    document's word (not ``named`` by an acronym), the words after `for`."""
    end = value.start()
    if not named and (purpose := _FOR_RE.search(text, label.end(), end)) is not None:
        end = purpose.start()
    held = _HELD_RE.match(text, label.start()) is not None
    # (an acronym's own word for what its number is: a fund's `VNPF member number`)
    own = label.end("acronym") if label.groupdict().get("acronym") else label.end()
    ticket = _TRADE_TICKET_RE.match(text, label.start())  # (its "ticket" is the document's)
    # (a reference right after the document's word is the document's: `residence permit ref …`)
    reference = _OWN_REFERENCE_RE.match(text, label.end())
    for other in OTHER_RE.finditer(text, start, end):
        if own <= other.start() < label.end() or (ticket and other.start() < ticket.end()):
            continue
        if reference is not None and other.start() < reference.end():
            continue
        if not (held and _HOLDER_RE.match(text, other.start(), label.start())):
            return True
    return False


# A registration's word, and the vehicles and boats a registration may be of, named before it.
_REGISTRATION_RE = re.compile(r"(?i:matr[íi]cula)")
_VEHICLE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:lancha|barco|bote|buque|velero|yate|embarcaci[óo]n|cami[óo]n|camioneta"
    r"|auto|coche|carro|moto|veh[íi]culo|avi[óo]n|avioneta|tractor|boat|vessel|ship|yacht|truck"
    r"|car|van)(?![^\W\d_]))"
)


def _a_vehicles(text: str, label: re.Match[str]) -> bool:
    """Whether ``label`` is a registration's word after a vehicle or a boat on its line."""
    return bool(_REGISTRATION_RE.search(label.group())) and bool(
        _VEHICLE_RE.search(text, line_start(text, label.start(), 48), label.start())
    )


def _document_numbers(text: str) -> Iterator[Span]:
    labels: list[Iterator[re.Match[str]]] = []
    if _DOCUMENT_LOOK(text):  # (a document's word, one RE2 pass, before Python's scan)
        labels.append(_DOCUMENT_LABEL_RE.finditer(text))
    if _NAMED_LOOK.search(text) is not None:
        labels.append(_NAMED_LABEL_RE.finditer(text))
    for label in itertools.chain(*labels):
        if _COUNT_OF_RE.match(text, label.end()) is not None:
            continue  # (`the permit number of visitors was …`: a count)
        between = _BETWEEN_RE.match(text, label.end())
        assert between is not None  # (zero characters match)
        # (the first run with a digit: an acronym between is the document's name, `(DIN)`)
        values = _VALUE_RE.finditer(text, label.end(), between.end() + 40)
        found = [v for v in values if _digit_outside_note(text, v, label.end())]
        value = next(iter(found), None)
        skipped = ""
        # (a small number, then a colon and the document's: `… No. 3 shaft: MSD/WED/…`)
        if (
            value is not None
            and _SMALL_RE.fullmatch(value.group())
            and len(found) > 1
            and _COLON_RE.search(text, value.end(), found[1].start()) is not None
        ):
            skipped, value = value.group(), found[1]
        # (and a boat's or a car's registration: `Lancha Quetrihue II: matrícula …`)
        if (
            value is None
            or text[label.end() : value.start()].count("\n")
            or _a_vehicles(text, label)
        ):
            continue
        # (`122警刑字第0227226號`: digits before `第` are the reference's own)
        after_di = text[value.start() - 1] in "第제"
        between_text = _BRACKETED_RE.sub("", text[label.end() : value.start()])
        between_text = between_text.replace(skipped, "", 1) if skipped else between_text
        if not after_di and any(c.isdigit() for c in between_text):
            continue  # (a digit in brackets is a note's: `SEP (E1)`)
        groups = label.groupdict()
        # (after a colon: a number's word in the label, or the bare word and capitals' groups)
        # (a council's registration names its number too: `… Council registration of …: 74573`)
        bare = groups.get("bare")
        after_colon = bool(_COLON_RE.search(text, label.end(), value.start())) and (
            bare is None
            or _PREFIXED_RE.fullmatch(value.group()) is not None
            or bare.lower().endswith("registration")
        )
        after_colon = after_colon or groups.get("slashed") is not None  # (a reference's shape)
        # (or an agency's reference right after the number's word: `passbook number KFWFB/…`)
        after_colon = after_colon or (
            bare is None
            and not text[label.end() : value.start()].strip()
            and _AGENCY_REFERENCE_RE.fullmatch(value.group()) is not None
        )
        # (or the number's word shortened with a stop, as a colon: `दर्ता नं. A-4836`, `No. …`)
        after_colon = after_colon or (bare is None and label.group().endswith("."))
        # (or a short number's word, then capitals' groups: `skipperbevis nr SKB-46334`)
        after_colon = after_colon or (
            bare is None
            and _SHORT_NUMBER_WORD_RE.search(label.group()) is not None
            and _PREFIXED_RE.fullmatch(value.group()) is not None
        )
        # (`第…号` and `제…호` frame a number as a colon does)
        if not _shaped(value.group(), after_colon=after_colon or after_di):
            continue
        if (
            groups.get("bare") is not None
            and not _COLON_RE.search(text, label.end(), value.start())
            and (
                (
                    (said := text[label.end() : value.start()].strip(" \t"))
                    and not _IS_RE.fullmatch(said)
                    and not _OWN_REFERENCE_RE.fullmatch(" " + said)
                )
                or QUANTITY_AFTER_RE.match(text, value.end())
                or _COUNTED_RE.match(text, value.end())
                or not _CLAUSE_END_RE.match(text, value.end())
            )
        ):
            continue  # (the word alone names the document only before a colon, or right before
            # its number (perhaps its "is" between) at the clause's end, perhaps a verb after:
            # `DOPOG svidetelstvo 0348521 bui`, `пенсійне посвідчення є АБ 126123, …`)
        acronym = groups.get("acronym") or groups.get("after")
        if acronym is not None and acronym in _NOT_DOCUMENTS:
            continue
        if (groups.get("named") or "").lower() in _SOFTWARE_WORDS:
            continue  # (`Deploy ID 20310412-1`: a system's run, no person's document)
        named = groups.get("named") or acronym
        if named is not None and any(
            has_check(name) and not id_by_name(name, value.group())
            for name in (f"{named} ID", named)
        ):
            continue  # (an id whose name has a check digit is that id only when it holds)
        line = line_start(text, label.start(), _CHECKED_REACH)  # (what any check reads back)
        referenced = _AGENCY_REFERENCE_RE.fullmatch(value.group()) is not None
        reach = max(line, label.start() - 24)
        if not referenced and _names_another(text, reach, label, value, named=named is not None):
            continue  # (an agency's reference is the document's, whatever it is for: `export
            # licence for the Lae shipments: CIC/EXP/2031/5128`)
        if (
            _NOT_HELD_RE.search(text, max(line, label.start() - 24), label.end())
            or _CHECKED_RE.search(text, line, label.start())
            or _PERMIT_TO_WORK_RE.match(value.group())
        ):
            continue  # (or a permit to work's own number: `"permit": "PTW-2033-0415"`)
        yield value.start(), value.end(), "national_id"
    yield from _echoed(text)


# An acronym's registration, card or number, and within the line a value that starts with the
# same acronym (`OMSB registration of Dr. Jisha, for the rota: OMSB/2028/15104`, `DCBC number-qa
# DCBC-R63865`, `{"omsb_registration": "OMSB/…"}`, the acronym in small letters as a key writes
# it): the issuer's number, whatever its word.
_ECHO_WORDS = r"(?i:registration|card|number|no\.?|licen[cs]e|certificate|permit|membership)"
_ECHO_VALUE_RE = re.compile(r"(?<![\w\-/])(?P<a>[A-Z]{3,6})(?:[-/][A-Z0-9]{1,12}){1,4}(?![\w\-/])")
_ECHO_LOOK_RE = re.compile(r"[A-Z]{3}[-/]")  # (what every value holds: a plain scan first)
_ECHO_REACH = 80


def _echoed(text: str) -> Iterator[Span]:
    if _ECHO_LOOK_RE.search(text) is None:
        return
    for value in _ECHO_VALUE_RE.finditer(text):
        if sum(c.isdigit() for c in value.group()) < _MIN_DIGITS_AFTER_COLON:
            continue
        acronym = value.group("a")
        if acronym in _NOT_DOCUMENTS or acronym in _STANDARDS:
            continue
        start = line_start(text, value.start(), _ECHO_REACH)
        # (a word may come between, `TSHDA smallholder registration`, `IWCF well-control
        # certificate`; or the acronym in brackets
        # before the colon, `… අංකය (SLAMC): SLAMC/G/…`, `… (ONMS) du Dr Diouf : ONMS/…`)
        label = re.compile(
            r"(?<![A-Za-z0-9\-])(?i:"
            + acronym
            + r")(?:[ \t]+[^\W\d_](?:[^\W\d_]|-(?=[^\W\d_])){0,19})?[ \t_\-]*"
            + _ECHO_WORDS
            + r"(?![^\W\d_])|\((?i:"
            + acronym
            + r")\)(?=[^\n:]{0,40}:)"
        ).search(text, start, value.start())
        if label is None:
            continue
        if OTHER_RE.search(text, max(start, label.start() - 24), value.start()):
            continue  # (another thing's number: `INC number for the ticket: INC-0012345`)
        yield value.start(), value.end(), "national_id"


# (a value's six digits hold four in a row, or groups of three or of two: `163 485 434`)
FAMILIES = (
    Family(
        "document_numbers",
        re.compile(
            r"[0-9]{4}|[0-9]{3}[ ./\-][0-9]{3}|[0-9]{2}[ ./\-][0-9]{2}[ ./\-][0-9]{2}"
            r"|[0-9]{3}/[0-9]{2}"  # (or in groups after capitals: `PT/345/10`)
        ),
        _document_numbers,
        needs_digit=True,
    ),
)
