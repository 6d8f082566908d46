"""Secret families, seventh round (issue 46): the classes held-out 6 (and held-out 5's last)
found raw, each fixed as a class (its tuning samples are `secret_classes_families_round7.py`),
their lookalikes, and held-out 5's and 6's floors now that both are spent.
"""

from __future__ import annotations

from memories.redaction import scrub_joined, scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction import (
    secret_classes_families_heldout5,
    secret_classes_families_heldout6,
)
from tests.memories.redaction.secret_classes_report import measure

_UUID = "0f8fad5b-d9cb-469f-a165-70867728950e"
# (text, the secret that must go): one class a line, in shapes other than held-out 6's.
CLASSES = [
    # Labels of more languages, a CJK quote or `||` after the label, "changed to", fillers.
    ("পাসওয়ার্ড: Qx81!walnut", "Qx81!walnut"),
    ("сырсөз: Qx81!walnut", "Qx81!walnut"),
    ("la pasvorto estas Qx81!walnut", "Qx81!walnut"),
    ("パスワード『Qx81!walnut』", "Qx81!walnut"),
    ("db password || Qx81!walnut", "Qx81!walnut"),
    ("Passwort geändert auf Qx81!walnut", "Qx81!walnut"),
    ("hasło zmienione na Qx81!walnut", "Qx81!walnut"),
    ("the password is simply Qx81!walnut", "Qx81!walnut"),
    ("pass iz Qx81!walnut", "Qx81!walnut"),
    ("the passcode is walnut42Thistle", "walnut42Thistle"),
    # A value holding a percent escape as written; a printf-looking value; a YAML tag.
    ("psk=Juniper%2077", "Juniper%2077"),
    ("password=%Zx81walnut", "Zx81walnut"),
    ("api_password: !unsafe 'Qx81!walnut'", "Qx81!walnut"),
    ('variable "smtp_pass" { default = "Qx81!walnut" }', "Qx81!walnut"),
    # Passphrases by other names.
    ("the vault phrase is maple otter quill saffron", "maple otter quill"),
    ("frase secreta: maple.otter.quill.saffron", "maple.otter.quill.saffron"),
    ("LastPass master: maple otter quill saffron", "maple otter quill"),
    # Backup codes bulleted or in other languages; one code of many groups; TOTP seeds.
    ("Backup codes:\n- 4821-7730\n- 1190-4402\n- 6613-0925", "1190-4402"),
    ("palautuskoodit: ab3c9-x81kq 77qz1-mm0p2 k2k2a-9z9z1", "77qz1-mm0p2"),
    ("recovery key for the NAS: q81za-m0x2k-77aa1-zz9q2-k1k1m", "q81za-m0x2k"),
    ("OTP_SEED=JBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    ("authenticator key (manual): JBSW Y3DP EHPK 3PXP", "JBSW Y3DP EHPK 3PXP"),
    # Vendor tokens; a UUID after a vendor that issues UUID keys; hex keys.
    ("sgp_" + "ab12" * 10, "ab12" * 10),
    ("mob-" + _UUID, _UUID),
    ("heroku api key " + _UUID, _UUID),
    ("0x" + "7f" * 32, "7f" * 32),
    ("hmac key " + "a1b2" * 8, "a1b2" * 8),
    # National ids by their own names, after a bar, in snake case.
    ("ЕГН: 8001010008", "8001010008"),
    ("mispar zehut | 123456782", "123456782"),
    ("social_security_number: 078-05-1120", "078-05-1120"),
    # Wifi keys after the network's name, or on the line under it.
    ("wifi Casa Azul / Qx81!walnut", "Qx81!walnut"),
    ("SSID: Loft 4\nKey: Qx81!walnut", "Qx81!walnut"),
    # Commands: `-u` then `-p`, Bitwarden, NSS, printf into sudo -S.
    ("argocd login cd.example.org -u admin -p Qx81!walnut", "Qx81!walnut"),
    ("bw unlock Qx81walnutZ", "Qx81walnutZ"),
    ("certutil -d sql:. -K Qx81!walnut", "Qx81!walnut"),
    ("printf 'Qx81!walnut\\n' | sudo -S reboot", "Qx81!walnut"),
    # Tokens spelled with middle dots or commas.
    ("·".join("AKIAQ81ZMX2K77AA1ZZ9"), "A·K·I·A·Q·8·1·Z"),
    (", ".join("AKIAQ81ZMX2K77AA1ZZ9"), "A, K, I, A, Q, 8"),
    # Spelled out: "after it", "first", an aside, a category noun, Turkish, typed.
    ("heslo je slovo walnut a za ním číslo 881", "walnut"),
    ("Passwort: erst walnut, dahinter die Zahl 881", "walnut"),
    ("the pw is uh walnut, like the tree, then 881", "walnut"),
    ("pw: the fruit walnut, then 881", "walnut"),
    ("type walnut, then the number 881, to get in", "walnut"),
    # A value, then what it is; a question answered on the next line or turn.
    ("Qx81!walnut is what I set as the admin password", "Qx81!walnut"),
    ("Qx81!walnut — the password, not the user", "Qx81!walnut"),
    ("Q: router password?\nA: Qx81!walnut", "Qx81!walnut"),
    # Rows: a header naming a column, a key cell, user then password; `.pgpass`.
    ("user,password\nops,Qx81!walnut", "Qx81!walnut"),
    ("smtp_secret,Qx81!walnut", "Qx81!walnut"),
    ("deploy,Qx81!walnut,ci.example.org", "Qx81!walnut"),
    ("db.internal:5432:app:ops:Qx81!walnut", "Qx81!walnut"),
    # Login pairs and one-time codes.
    ("sign in with m.ito and Qx81!walnut", "Qx81!walnut"),
    ("root // Qx81!walnut", "Qx81!walnut"),
    ("Kode OTP kamu 481203", "481203"),
    ("Mastercard, 3-digit code 731", "731"),
]


def test_each_class_held_out_6_found_raw_is_scrubbed_in_other_shapes() -> None:
    scrubbed = [(secret, scrub_secrets(text).text) for text, secret in CLASSES]
    assert [text for secret, text in scrubbed if secret in text] == []


def test_split_fields_and_metadata_of_this_round_are_scrubbed() -> None:
    _, second = scrub_joined(["Kennwort (alt):", "Qx81!walnut — gilt"])
    assert "Qx81!walnut" not in second.text
    _, second = scrub_joined(["teudat zehut", "123456782"])
    assert second.text == "[REDACTED:national_id]"
    metadata = {
        "mfa": {"recovery_codes": ["q81zam0x2k", "77aa1zz9q2"]},
        "2fa": {"backup": ["48217730", "11904402"]},
        "patient": {"nhs_number": "9434765919"},
        "lockbox": {"combo": "4821"},
    }
    text = str(scrub_json(metadata))
    assert not any(s in text for s in ("q81zam0x2k", "48217730", "9434765919", "4821'"))


LOOKALIKES = [
    "the password is just too short",
    "password changed to the new policy",
    "the passcode is four digits",
    "PIN for the door policy: 4 digits",
    "Backup codes\n- are printed\n- kept in the safe",
    "Backup codes: see the wiki page - ask Tom",
    "request 3b6e8de1-baff-466c-bd65-09741e7a9644 failed",
    "the session key rotation happens daily",
    "docker run -u 1000 -p 8080:80 nginx",
    "mysql -u root -p prompts for the password.",
    "bw unlock --passwordenv BW_PASS",
    "the network 10.0.0.0/24 uses 192.168.1.1",
    "network: office / vlan 20",
    "date,amount,note\n2024-01-02,12.50,coffee",
    "name,email,password_policy\nAnn,ann@example.com,strict",
    "token, spaced so the linter skips it: see below",
    "12:30:00:alpha:beta",
    "type python, then run 3 tests",
    "what is the password?\nIt is written on the card",
    "it was great — the password policy changed",
    "grades: A, B, C, A, B, 5, 1, 0, 6, T, 1, L, C, P, D, A, M, 1, D, 9",
    "the reset code for the password manager: see the wiki",
    "we need a 4-digit code for the door",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []
    kept = {
        "usage": {"tokens": "512"},
        "order": {"number": "0893342386"},
        "id": "1234567",
        "access": {"code": "READ_ONLY"},  # (read as `access_code`, but a name, not a code)
    }
    assert scrub_json(kept) == kept


def test_families_held_out_5_spent_meets_its_floor_after_this_round() -> None:
    # Spent at 350/390 after the sixth round; its last classes were fixed with this round's.
    report = measure(secret_classes_families_heldout5, "families held-out 5 (spent)")
    assert (report.total, report.clean_total, report.false_positives) == (390, 60, [])
    assert sum(report.scrubbed.values()) >= 388, report.misses[:10]


def test_families_held_out_6_spent_meets_its_measured_floor() -> None:
    # Written blind and measured once (2026-11-28): 341/390 = 87.4 %, no false positive in 60.
    # Its misses were then read and fixed as classes with tuning samples of their own
    # (`secret_classes_families_round7.py`), so it is spent: the floor is what it scores now
    # (docs/benchmarks.md, "Secret scrubbing").
    report = measure(secret_classes_families_heldout6, "families held-out 6 (spent)")
    assert (report.total, report.clean_total, report.false_positives) == (390, 60, [])
    assert sum(report.scrubbed.values()) >= 388, report.misses[:10]
