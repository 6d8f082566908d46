# ruff: noqa: RUF001  (words of other scripts are what this file holds)
"""The word for "key" (a lock's or an API's) in the languages people write "API key" in.

Part of the scrubber (`memories.redaction`); data only. `api_keys` reads a key after it, `hex_keys`
a hex run a few words after it.
"""

from __future__ import annotations

__all__ = ["KEY_NOUNS"]

KEY_NOUNS: dict[str, str] = {
    "english, dutch, afrikaans, frisian, scots": r"key|sleutel|kaai|kaaie",
    "german, low german, luxembourgish, yiddish": r"schl[üu]ssel|schl[ëe]ssel|sl[öo]tel|sl[öo]del"
    r"|schl[öo]ssel|שליסל",
    "nordic": r"n[øo]kkel(?:en)?|n[øo]gle(?:n)?|nyckel(?:n)?|lykill|lykil",
    "romance": r"cl[ée]|chave|clave|chiave|cheia|cheie|clau|clavis|clef|ŝlosilo|[ċc]avetta|[çc]el[ëe]s"
    r"|llave",
    "celtic": r"allwedd|alc['’]?hwez|alhwedh|eochair|iuchair",
    "slavic, baltic": r"klucz|kl[íi][čc]|k[ľl][úu][čc]|klju[čc]|ключ(?:ът|о|а|і)?|кључ|клуч|atsl[ēe]ga"
    r"|raktas",
    "finnic, hungarian, turkic": r"avain|v[õo]ti|kulcs|anahtar(?:ı)?|ачкычы|ачкыч|кілті?|kalit"
    r"|açar",
    "greek, armenian, georgian": r"κλειδί|բանալի|გასაღები",
    "asian scripts": r"キー|密钥|密鑰|金鑰|키|กุญแจ|कुंजी|चाबी|साँचो|চাবি|விசை|కీ|යතුර|ကီး|គន្លឹះ"
    r"|ቁልፍ|түлхүүр",
    "semitic, persian, kurdish": r"مفتاح|کلید|מפתח|kil[îi]t[aêe]?",  # (`kilîta API …`, "the key of")
    "more": r"kunci|kh[óo]a|susi|giltza|ufunguo|isitshixo|ukhiye|mabudi|k[ọo]k[ọo]r[ọo]",
}
