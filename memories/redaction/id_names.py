# ruff: noqa: RUF001  (names in other scripts are what this file reads)
"""The words that name ids, beside the names python-stdnum's text gives (`ids` reads them): words
for an identity number or a tax number in general, in many languages, and names stdnum's text
does not give a module (its other languages', its long ones).

Part of the scrubber (`memories.redaction`); data only.
"""

from __future__ import annotations

import re

__all__ = [
    "GENERIC_NAMES",
    "GENERIC_UNSPACED",
    "MORE_CHECKED_NAMES",
    "MORE_NAMES",
    "TAX_RE",
    "TAX_WORDS",
]

# Words that mean an identity number in general: after one, any personal module may validate.
GENERIC_NAMES = (
    r"identity\s+(?:number|card|no\.?|document)|id\s+(?:number|card|no\.?)|national\s+id"
    r"|id\s+(?:numba|nomba|namba)"  # (Caribbean Creoles', Pidgin's, Tok Pisin's "number")
    r"|personal\s+(?:id|number|code)|voter\s+id|NIC|(?:carn[ée]|carnet|documento|n[úu]mero)"
    r"\s+de\s+identi(?:dad|dade)|identidad|identidade|cart[ãa]o\s+de\s+cidad[ãa]o"
    r"|num[ée]ro\s+d['’]identit[ée]|identiteitsnummer|kimlik\s+(?:no|numaras[ıi])"
    r"|carte\s+d['’]identit[ée]|carta\s+d['’]identit[àa]|numer\s+dowodu|dow[óo]d\s+osobisty"
    r"|č[íi]slo\s+(?:ob[čc]ansk[ée]ho\s+pr[ůu]kazu|op)|henkil[öo]kortti|id-?kort(?:et)?"
    r"|social\s+(?:insurance|security)\s+(?:number|no\.?)|num[ée]ro\s+fiscal"
    r"|tax\s+(?:id|number)|taxpayer\s+(?:id|number)|رقم\s+(?:الهوية|الهوية\s+الوطنية)"
    r"|תעודת\s+זהות|ת\.ז\.?|номер\s+паспорта|идентификационный\s+номер"
    # (Korea's resident registration number in Latin letters: `jumin beonho`)
    r"|jumin(?:\s+deungnok)?\s+(?:beonho|number|no\.?)|jumin\s*deungnok\s*beonho"
    r"|mai\s*nanb[aā]a?"  # (Japan's My Number in romaji: `mai nanbaa wa …`)
)
# The same in scripts written without spaces between words (`私のマイナンバーは…`).
GENERIC_UNSPACED = (
    r"マイナンバー|個人番号|身份证号?码?|身[份分]證(?:字號|號碼)?|주민등록번호|เลขประจำตัวประชาชน"
)

# Names stdnum's text does not give a module: its other languages' and its long names, and a
# number its text calls a company's that people hold too (Venezuela's RIF, `V-…` for persons;
# Colombia's NIT, also called RUT).
MORE_NAMES = {
    "stdnum.ca.sin": ("numéro d'assurance sociale", "NAS", "social insurance number"),
    "stdnum.gb.upn": ("unique pupil number", "pupil number"),
    "stdnum.ve.rif": ("RIF", "Registro de Identificación Fiscal"),
    # (Italy's codice fiscale by its initials, as forms print them: `CF …`, `C.F. …`)
    "stdnum.it.codicefiscale": ("CF", "C.F."),
    # (Ukraine's taxpayer number by the name people still give it: `ІПН`, "identification tax
    # number")
    "stdnum.ua.rntrc": ("ІПН", "ідентифікаційний податковий номер"),
    # (Argentina's CUIL, a worker's number on the CUIT's check digit)
    "stdnum.ar.cuit": ("CUIL", "Código Único de Identificación Laboral"),
    "stdnum.co.nit": ("RUT", "Registro Único Tributario", "NIT"),
    # (Chile's RUT as a person's number, by the name its identity card prints: `RUN …`)
    "stdnum.cl.rut": ("RUN", "Rol Único Nacional"),
    # (Argentina's DNI by what people call it: `número de documento 18.015.136`)
    "stdnum.ar.dni": ("número de documento", "nro de documento", "nro. de documento"),
    "stdnum.es.nie": ("número de identidad de extranjero",),
    # (Ecuador's cédula by its initials, as people write it: `CI del capitán …`, `C.I.`)
    "stdnum.ec.ci": ("CI", "C.I.", "cédula de ciudadanía"),
    # (a former citizen's card, on the same number; the number's short name, `TCKN`)
    "stdnum.tr.tckimlik": ("Mavi Kart", "TCKN", "TCKNO", "TC Kimlik No"),
    # (British Columbia's health number by its short name and its card's)
    "stdnum.ca.bc_phn": ("PHN", "Personal Health Number", "CareCard number", "care card number"),
    # (Korea's RRN by the English name its own text writes in lower case)
    "stdnum.kr.rrn": ("resident registration number", "resident registration no"),
}
# A company's number's names in its country's other languages (Switzerland's UID is the IDE in
# French, the IDI in Italian), read by its check digit as its own short names are.
MORE_CHECKED_NAMES = {
    "stdnum.ch.uid": ("IDE", "IDI", "Unternehmens-Identifikationsnummer"),
    "stdnum.fo.vn": ("V-tal", "V-talið"),  # (the Faroe Islands' V-number as Faroese writes it)
    "stdnum.fi.ytunnus": ("business ID", "yritystunnus"),  # (Finland's Y-tunnus in English)
    "stdnum.th.pin": ("Thai ID", "Thai national ID", "Thai ID number"),
    "stdnum.tw.ubn": ("统一编号",),  # (Taiwan's, in simplified characters)
    "stdnum.gr.vat": ("AFM",),  # (Greece's ΑΦΜ in Latin letters, as Greeklish writes it)
    # (Canada's business number, the CRA's, by its short name: `BN 292392339 on the GST filing`)
    "stdnum.ca.bn": ("BN", "CRA business number", "Canadian business number"),
    "stdnum.be.vat": ("TVA", "BTW", "numéro d'entreprise", "ondernemingsnummer"),
    # Ecuador's RUC: a person's cédula or a company's number, its check digit before the
    # establishment's `001` (by its short name, as Peru's is read).
    "stdnum.ec.ruc": ("RUC",),
    # Australia's registered body number (ARBN) and withholding payer number (WPN) share the
    # ACN's and the ABN's check digits.
    "stdnum.au.acn": ("ARBN", "Australian Registered Body Number"),
    "stdnum.au.abn": ("WPN", "withholding payer number"),
    # Czechia's insured person's number is the birth number (`číslo pojištěnce`); Belgium's
    # Kids-ID carries the eID card's number.
    "stdnum.cz.rc": ("číslo pojištěnce", "Versichertennummer", "health insurance number"),
    "stdnum.be.eid": ("Kids-ID", "KidsID"),
    # (Moldova's personal number, the IDNP, has the company number's, the IDNO's, check digit)
    "stdnum.md.idno": ("IDNP",),
    # (Korea's business registration number by its English name)
    "stdnum.kr.brn": (
        "business registration no",
        "business registration number",
        "사업자등록번호",
        "사업자 등록번호",
    ),
    # (Israel's company number by its Hebrew initials, "private company": `ח.פ.`)
    "stdnum.il.hp": ("ח.פ.", "ח.פ", 'ח"פ'),
    # (Slovenia's company registration number by its short name, with and without its carons)
    "stdnum.si.maticna": ("matična številka", "maticna stevilka", "matična št."),
}
# Words for a tax number in many languages: after one, any module whose text is about a tax
# (a person's or a company's) may validate the number by its check digit.
TAX_WORDS = (
    r"ad[óo]sz[áa]m|ad[óo]azonos[íi]t[óo](?:\s+jel)?|steuer(?:nummer|-?id|identifikationsnummer)"
    r"|porezni\s+broj|poreski\s+(?:broj|identifikacioni\s+broj)|dav[čc]na\s+[šs]tevilka"
    r"|da[ňn]ov[ée]\s+(?:identifika[čc]n[ée]\s+)?[čc][íi]slo|numer\s+(?:podatkowy|NIP)"
    r"|num[ăa]r\s+fiscal|cod\s+fiscal|codice\s+fiscale|partita\s+iva|n[úu]mero\s+tributario"
    r"|n[úu]mero\s+de\s+identifica[cç][ãai][óo]?o?n?\s+(?:fiscal|tributaria)"
    r"|num[ée]ro\s+d['’]identification\s+fiscale|identifiant\s+fiscal|skatte(?:nummer|-?id)"
    r"|skatteidentifikationsnummer|belasting(?:nummer|\s+nummer)|fiscaal\s+nummer"
    r"|verotunniste|vergi\s+(?:no|numaras[ıi]|kimlik)|налоговый\s+номер|податковий\s+номер"
    r"|даночен\s+број|данъчен\s+номер|φορολογικ[όο]ς\s+αριθμ[όο]ς|mokes[čc]io\s+kodas"
    r"|nodok[ļl]u\s+maks[āa]t[āa]ja\s+numurs|maksukohustuslase\s+number|tax\s+registration"
    r"|vat\s+(?:number|no\.?|id)|tax\s+(?:id|number|code|no\.?|reference(?:\s+number)?)"
)
TAX_RE = re.compile(r"(?i:\btax|\bvat\b|fiscal|tribut|impost|steuer|taxpayer)")
