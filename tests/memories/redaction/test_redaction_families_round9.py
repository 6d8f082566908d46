"""Secret families, ninth round (issue 46): the classes held-out 8 (and what held-out 7 still
left) found raw, each fixed as a class (its tuning samples are
`secret_classes_families_round9.py`), their lookalikes, and held-out 8's floor now that it is
spent (`test_redaction_heldout8.py`).
"""

from __future__ import annotations

from memories.redaction import scrub_secrets
from tests.memories.redaction import secret_classes_families_round9

# (text, the secret that must go): one class a line, in shapes other than held-out 8's.
CLASSES = [
    # Tools that take a password their own way.
    ("winrs -r:app1 -u:ops -p:Heron+41abc cmd", "Heron+41abc"),
    ("schtasks /create /tn t /ru ops /rp Heron+41abc /tr x", "Heron+41abc"),
    ("ccrypt -d -K Heron+41abc a.cpt", "Heron+41abc"),
    ("atexec.py corp/ops:Heron+41abc@10.2.0.7 whoami", "Heron+41abc"),
    ("(echo Heron+41abc; echo Heron+41abc) | smbpasswd -s bob", "Heron+41abc"),
    ("echo Heron+41abc | docker login -u bob --password-stdin", "Heron+41abc"),
    ("sshfs ops@nas:/ /mnt -o password_stdin <<< Heron+41abc", "Heron+41abc"),
    ("rsync --password-file=<(echo Heron+41abc) rsync://nas/x .", "Heron+41abc"),
    ('expect "assword:"; send "Heron+41abc\\r"', "Heron+41abc"),
    # A password label, words that say whose before its "is", a verb of change, a question mark.
    ("the password for my dad's phone is Heron+41abc", "Heron+41abc"),
    ("la password dell'ufficio è Heron+41abc", "Heron+41abc"),
    ("parola laptopului meu este Heron+41abc", "Heron+41abc"),
    ("the root password was rotated, it's Heron+41abc", "Heron+41abc"),
    ("vpn password updated -> Heron+41abc", "Heron+41abc"),
    ("we set the shared mailbox password to Heron+41abc", "Heron+41abc"),
    ("the alarm app password? Heron+41abc", "Heron+41abc"),
    ("passw: Heron+41abc", "Heron+41abc"),
    ("MK: Heron+41abc", "Heron+41abc"),
    ("auth_pass Heron+41abc", "Heron+41abc"),
    # A login as a pair: a service's account and a one-digit password, a label then user:password.
    ("jenkins / HeronQuinceFjord4", "HeronQuinceFjord4"),
    ("svc-db@corp.example:HeronQuinceFjord4", "HeronQuinceFjord4"),
    ("router: admin:Heron+41abc", "Heron+41abc"),
    ("ops-bot\tHeron^QuinceFjord4\tbuild01", "Heron^QuinceFjord4"),
    # A card and its expiry on one run; backup codes under what the site says; a TOTP key under
    # its QR code.
    ("card 4111-1111-1111-1111 12/29", "1111-1111-1111"),
    ("Keep these codes in a safe place:\n1) 4417-0923\n2) 8830-1275\n3) 5521-7734", "8830-1275"),
    ("Can't scan it? Enter this key instead: JBSW Y3DP EHPK 3PXP", "JBSW Y3DP EHPK 3PXP"),
    # Spelled out: "and then" in Dutch and Romanian; asked and answered; told as a story.
    ("wachtwoord: het woord nangka en dan 881", "nangka"),
    ("parola este cuvântul nangka și apoi 881", "nangka"),
    ("Q: the alarm password? A: it's, um, nangka, then 881", "nangka"),
    ("we used our dog's name, nangka, and then 881", "nangka"),
    ("パスワードは nangka の後に 881", "nangka"),
    ("비밀번호는 nangka 다음에 881", "nangka"),
    # Named after the fact by what it did; a card's code in brackets; a `0X…` key; Thai "new".
    ("Heron+41abc didn't work as the router password", "Heron+41abc"),
    ("security code (CVC): 4417", "4417"),
    ("0X" + "AB12" * 16, "AB12AB12AB12"),
    ("รหัสผ่านใหม่: Heron+41abc", "Heron+41abc"),
    # Windows' slash flags, PowerShell's plain-text secure string, any command's token flag.
    ("cmdkey /add:srv /user:bob /pass:Heron+41abc", "Heron+41abc"),
    ('ConvertTo-SecureString "Heron+41abc" -AsPlainText -Force', "Heron+41abc"),
    ("kubeadm join 10.0.0.1:6443 --token abcdef.0123456789abcdef", "0123456789abcdef"),
    # Password labels in more languages.
    ("પાસવર્ડ: Heron+41abc", "Heron+41abc"),
    ("iphasiwedi: Heron+41abc", "Heron+41abc"),
    # A value whose name stands in a field of its own.
    ("  - name: DB_PASSWORD\n    value: Heron+41abc", "Heron+41abc"),
    ('<setting name="DbPassword"><value>Heron+41abc</value></setting>', "Heron+41abc"),
    # What a secret store's command sets.
    ("gh secret set X_TOKEN -b Heron+41abc", "Heron+41abc"),
    ("echo Heron+41abc | docker secret create db_pw -", "Heron+41abc"),
    ("aws secretsmanager create-secret --name x --secret-string Heron+41abc", "Heron+41abc"),
    # A session cookie.
    ("Cookie: JSESSIONID=9A3F2C1D8E7B6A5F4E3D2C1B0A9F8E7D; lang=en", "9A3F2C1D8E7B6A5F4E3D"),
    # A URL that carries its secret.
    ("https://mm.example.org/hooks/xk3jf9sl2mn8pq4rt6vw1xyz0a", "xk3jf9sl2mn8pq4rt6vw1xyz0a"),
    (
        "https://s3.example.com/f?X-Amz-Signature=9f86d081884c7d659a2feaa0c55ad015",
        "9f86d081884c7d659a2f",
    ),
    # Vendor tokens by their published prefixes and shapes.
    (
        "braintree: access_token$sandbox$abcd1234efgh5678$0123456789abcdef0123456789abcdef",
        "0123456789abcdef0123",
    ),
    ("plaid access-development-3f2a9c1d-8e7b-4a5f-9e3d-2c1b0a9f8e7d", "3f2a9c1d-8e7b-4a5f"),
    ("hcxmk_0a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t", "0a1b2c3d4e5f6g7h8i9j"),
    (
        "trello ATTAdeadbeefcafe0123456789abcdef0123456789abcdef0123456789abcdef12AB34CD",
        "0123456789abcdef0123",
    ),
    ("zpka_0123456789abcdef0123456789abcdef_89abcdef", "0123456789abcdef0123"),
    (
        "dt0c01.ABCDEFGHIJKLMNOPQRSTUVWX.ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789AB",
        "ABCDEFGHIJKLMNOPQRSTUVWX",
    ),
    ("key: pnu_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8", "A1b2C3d4E5f6G7h8I9j0"),
    # A vendor's name, then a key with no prefix of its own.
    ("the Mixpanel secret: 0f1e2d3c4b5a69788796a5b4c3d2e1f0", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"),
    ("clé Bugsnag : 7c9e6679-7425-40de-944b-e07fc1f90ae7", "7c9e6679-7425-40de-944b-e07fc1f90ae7"),
    ("PAGERDUTY_TOKEN=y_NbAkKc66ryYTWUXYEu2f9aE3Jq", "y_NbAkKc66ryYTWUXYEu2f9aE3Jq"),
    ("Hetzner API token: 8sJd9Kq2LmN4pQr6StUv8WxYz0AbCdEf", "8sJd9Kq2LmN4pQr6StUv8WxYz0AbCdEf"),
]


def test_each_class_held_out_8_found_raw_is_scrubbed_in_other_shapes() -> None:
    scrubbed = [(secret, scrub_secrets(text).text) for text, secret in CLASSES]
    assert [text for secret, text in scrubbed if secret in text] == []


# Lookalikes: this round's tuning lookalikes (`secret_classes_families_round9.CLEAN`) and more.
LOOKALIKES = [
    *secret_classes_families_round9.CLEAN,
    "time: now:12:30pm",
    "Honeycomb dataset: prod-api, 14 days of retention",
    "the access-production role can read the ledger",
    "see the v1.0-release notes on the wiki",
    "the Trello board ATTACHMENTS column is full",
    "Datadog: 3 monitors muted until Monday",
    "Kaggle: the competition closes on 2026-12-01",
    "secretsdump.py is a tool of impacket",
    "rsync --password-file=/etc/rsync.pass backup@nas::data /srv",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []
