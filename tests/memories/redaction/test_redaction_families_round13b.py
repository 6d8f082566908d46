"""Secret families, round 13b (issue 46): what held-out 10 left of commands, credential files,
vendor tokens and bare keys, fixed in general form (its tuning samples are
`secret_classes_families_round13b.py`): more tools' password flags and what hashes a password
it is given (`memories.redaction.credentials`), a config setter's quoted `"NAME=…"`
(`stores`), app passwords in groups (`spaced`), sign-ins in more words (`logins`), credential
files by their own format (`config_files`, `logins`' `.pgpass`), vendors' published shapes
(`vendors`, `vendor_names`), bare keys in dot-joined pieces and `id:secret` pairs
(`entropy`); their lookalikes stay.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction import secret_classes_families_round13b

# (text, the secret that must go): in shapes other than held-out 10's and the tuning samples'.
CLASSES = [
    # Passwords in commands.
    ("keydb-cli -p 6380 -a Wq7!marlin2291 DBSIZE", "Wq7!marlin2291"),
    ("memtier_benchmark --authenticate Wq7marlin2291x -s 10.1.1.4", "Wq7marlin2291x"),
    ("usermod --password $(openssl passwd -6 Wq7marlin2291) deploy", "Wq7marlin2291"),
    ("rabbitmqctl hash_password Wq7marlin2291", "Wq7marlin2291"),
    ("vmrun -T fusion -gu admin -gp Wq7marlin2291 listProcessesInGuest a.vmx", "Wq7marlin2291"),
    ("xh -a ops:Wq7marlin2291 GET api.example.org/health", "Wq7marlin2291"),
    ("cf auth ci-user 'Wq7marlin2291'", "Wq7marlin2291"),
    ("SENTINEL SET primary auth-pass Wq7marlin2291", "Wq7marlin2291"),
    ('dokku config:set api "API_TOKEN=Zk81 pQvL 2mxT r0aB"', "2mxT r0aB"),
    ("app password (nextcloud): Jv8Ds-4aKEw-oQ3rY-8Hc2Q-pBXe9", "Jv8Ds-4aKEw"),
    ("signed on at the old wiki as editor with Wq7marlin2291", "Wq7marlin2291"),
    ("ssh'd into bastion-2 as ops using Wq7marlin2291", "Wq7marlin2291"),
    ("angemeldet am Router als admin mit Wq7marlin2291", "Wq7marlin2291"),
    ("security add-internet-password -a ops -s nas.local -w 'Wq7marlin2291'", "Wq7marlin2291"),
    ("networksetup -setairportnetwork en1 Cafe-5G Wq7marlin2291", "Wq7marlin2291"),
    ("samba-tool user add carol Wq7marlin2291 --given-name=Carol", "Wq7marlin2291"),
    ("rclone obscure 'Wq7marlin2291'", "Wq7marlin2291"),
    ("printf '%s' Wq7marlin2291 | cryptsetup open /dev/sdc1 backup -", "Wq7marlin2291"),
    ("poetry config http-basic.internal deploy Wq7marlin2291", "Wq7marlin2291"),
    ("rar a -hpWq7marlin2291 notes.rar notes/", "Wq7marlin2291"),
    ("php -r \"echo password_hash('Wq7marlin2291', PASSWORD_DEFAULT);\"", "Wq7marlin2291"),
    ('bcrypt.hashpw(b"Wq7marlin2291", bcrypt.gensalt(12))', "Wq7marlin2291"),
    ('check_password("correct horse", user.password)', "correct horse"),
    ("op signin --raw <<< 'Wq7marlin2291'", "Wq7marlin2291"),
    ("printf 'Wq7marlin2291\\nWq7marlin2291\\n' | passwd ops", "Wq7marlin2291"),
    ("smbpasswd -a ops <<< $'Wq7marlin2291\\nWq7marlin2291'", "Wq7marlin2291"),
    ("ncat --proxy-auth ops:Wq7marlin2291 proxy 3128", "Wq7marlin2291"),
    ("xl2tpd-control connect office ops Wq7marlin2291", "Wq7marlin2291"),
    # Credential files.
    ('Environment="SMTP_PASSWORD=Wq7 marlin 2291"', "Wq7 marlin 2291"),
    ('<Pass encoding="base64">V3E3bWFybGluMjI5MQ==</Pass>', "V3E3bWFybGluMjI5MQ=="),
    ('<Connector port="8443" keystorePass="Wq7marlin2291" />', "Wq7marlin2291"),
    ("carol:intranet:0cc175b9c0f1b6a831c399e269772661", "0cc175b9c0f1b6a831c399e269772661"),
    ('carol * "Wq7marlin2291" *', "Wq7marlin2291"),
    (
        "-----BEGIN OpenVPN Static key V1-----\n0fc72cf1ce07232bd8b2be5e6c670143\n"
        "-----END OpenVPN Static key V1-----",
        "0fc72cf1ce07232bd8b2be5e6c670143",
    ),
    (
        "tls.key: LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0tCk1JSUV2UUlCQURBTkJna3Foa2lHOXcwQkFRRUZBQVND",
        "LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0tCk1JSUV2",
    ),
    ("echo 'db.example.org:*:*:reports:Wq7marlin2291' >> ~/.pgpass", "Wq7marlin2291"),
    ('os.environ.setdefault("SECRET_KEY", "Wq7marlin2291")', "Wq7marlin2291"),
    ("define('NONCE_SALT', 'x8#Lq!zV@p2$Rm&k9^Tn*3Yw');", "x8#Lq!zV@p2$Rm&k9^Tn*3Yw"),
    ("config.set('smtp', 'password', 'Wq7marlin2291')", "Wq7marlin2291"),
    ("enable password 7 0822455D0A16544541", "0822455D0A16544541"),
    ("rwcommunity Wq7marlin2291 10.0.0.0/24", "Wq7marlin2291"),
    (': XAUTH "Wq7marlin2291"', "Wq7marlin2291"),
    ("rootpw Wq7marlin2291", "Wq7marlin2291"),
    ("bob:$apr1$Qk7Lm2Pz$Hq9ZimcKQFAMYayBlzkrA/", "$apr1$Qk7Lm2Pz$Hq9Zim"),
    ('{"auths": {"ghcr.io": {"auth": "Ym9iOld5N21hcmxpbjIyOTE="}}}', "Ym9iOld5N21hcmxpbjIyOTE="),
    ("$ cat deploy/.vault_pass\nTq8wLmZp3RvXk2Qp", "Tq8wLmZp3RvXk2Qp"),
    ("config/credentials/production.key\n4fa3c2b1d0e9f8a7b6c5d4e3f2a1b0c9", "4fa3c2b1d0e9f8a7"),
    # Vendors' published shapes.
    ("Postmark server token 8a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d in the wiki", "8a1b2c3d-4e5f"),
    ("used the Kaggle key 0f1e2d3c4b5a69788796a5b4c3d2e1f0 yesterday", "0f1e2d3c4b5a6978"),
    (
        "SF session: 00D5g000004Xyz1!AQ8AQJ7k2m9x4q7w1z8c5v3b6n0p2l4j7h5g8f1d3s6a9q2w4e7r0t3y6u9i1o4p7",
        "AQ8AQJ7k2m9x4q7w",
    ),
    ("MOLLIE_API_KEY=test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM", "test_dHar4XY7LxsDO"),
    ("Gotify client token CqT1zv8Xn3PkE9w for the phone", "CqT1zv8Xn3PkE9w"),
    (
        "unleash: *:development.4fa3c2b1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3",
        "*:development",
    ),
    (
        "prisma+postgres://accelerate.prisma-data.net/?api_key=eyJhbGciOiJIUzI1NiJ9.eyJhIjoiYiJ9.",
        "prisma+postgres://acc",
    ),
    ("ANYSCALE_API_KEY=esecret_k2m9x4q7w1z8c5v3b6n0p2l4j7", "esecret_k2m9x4q7w1z8"),
    ("token-ab12c:k2m9x4q7w1z8c5v3b6n0p2l4j7h5g8f1d3s6a9q2w4e7r0t3y6", "token-ab12c:k2m9x4q7"),
    ("Authorization: SSWS 00Qk7Lm2PzHq9ZimcKQFAMYayBlzkrA-x8Wq7marlin", "00Qk7Lm2PzHq9Zim"),
    ("dop_v1_" + "4fa3c2b1d0e9f8a7b6c5" * 3, "4fa3c2b1d0e9f8a7b6c5"),
    ("shopify: shpat_4fa3c2b1d0e9f8a7b6c5d4e3f2a1", "shpat_4fa3c2b1d0e9f8a7"),
    (
        "JWT without its signature: eyJhbGciOiJIUzI1NiJ9.eyJ0ZW5hbnQiOiJhYmMxMjMifQ",
        "eyJ0ZW5hbnQiOiJhYmMxMjMifQ",
    ),
    ("glpat-abcdEFGH1234ijklMNOP5678qrs.01.abc123def", "qrs.01.abc123def"),
    ("STRIPE_KEY=sk_prod_4eC39HqLyjWDarjtT1zdp7dc", "sk_prod_4eC39HqLyjWD"),
    (
        "jwt (base64): ZXlKaGJHY2lPaUpJVXpJMU5pSjkuZXlKemRXSWlPaUl4TWpNME5UWTNPRGt3SW4w",
        "ZXlKaGJHY2lPaUpJVXpJ",
    ),
    # Bare keys.
    ("the dashboard gave me ⇒ Xk9mPq2vLzR7tY4w", "Xk9mPq2vLzR7tY4w"),
    ("pasted from the console -> qWTrbnZxKpLmvYdhGfsJcAeR", "qWTrbnZxKpLmvYdhGfsJcAeR"),
    ("creds ab12cd34ef56gh78:Xk9mPq2vLzR7tY4w for the API", "Xk9mPq2vLzR7tY4w"),
    (
        "fal: 8f14e45f-ceea-467f-a0e6-0f2c1a7b3d9e:3f9a1c07be42d8a1f5e6c7b8a9d0e1f2",
        "3f9a1c07be42d8a1",
    ),
    ("-> Qk7Lm2PzHq9ZimcK.QFAMYayBlzkrAx8W.q7marlin2291", "Qk7Lm2PzHq9ZimcK"),
    ("app id and secret: 7f3k9q2m5x8w1z4c:Wq7marlin2291Qk7Lm2PzHq9ZimcKQFAMY", "7f3k9q2m5x8w1z4c"),
]


@pytest.mark.parametrize(("text", "secret"), CLASSES)
def test_each_class_held_out_10_left_is_scrubbed_in_other_shapes(text: str, secret: str) -> None:
    assert secret not in scrub_secrets(text).text


# Lookalikes: this round's tuning lookalikes (`secret_classes_families_round13b.CLEAN`) and more.
LOOKALIKES = [
    *secret_classes_families_round13b.CLEAN,
    "curl -a -T notes.txt ftp.example.org/upload/",
    "see http://example.org and https://example.net for the docs",
    "mc mirror backup/photos local/photos",
    "cf. the db2 docs, section 4",
    "kubectl set env deploy/api LOG_LEVEL=debug",
    '"report" "md5d3b07384d113edec49eaa6238ad5ff00"',
    "10:30:00:15:Done",
    "parser.add_argument('--password', help='the password')",
    "version 1.20240101.123456789",
    "org.apache.commons.lang3.StringUtils",
    "sha256:4fa3c2b1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3",
    "key 2 of 5 rotated",
    "security find-generic-password -s smtp -w",
    "$this->getUserById2024x",
    "connected to the cluster as admin with kubectl",
    "live_streaming_configuration_for_event1",
    "package.key\nSomeRegularWordsHereOkay",
    "test_supercalifragilisticexpialido",
    "hash = bcrypt.hashpw(password.encode(), salt)",
    "make_password(password)",
    '<input type="password" name="password" autocomplete="new-password">',
    '<TextInput keyboardType="numeric" secureTextEntry="true"/>',
    '("password_salt", "column")',
    "at 2024-01-01T10:30:00Z",
    "pod namespace01-prod:nginx-deployment-5d8f9c7b6-x2k4m",
    "user1234abcd:HelloWorldAgain2024",
    "the Datadog key rotation schedule for 2024",
    "→ AbstractSingletonProxyFactoryBean",
    "step -> HelloWorldFromTheOtherSide",
    "rclone copy remote:photos ./photos",
    "echo done | cryptsetup --help",
    '"NODE_ENV=production"',
    '<a href="/docs" title="Keyboard">Keys</a>',
    "carol:intranet:index.html",
]


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalikes_stay(text: str) -> None:
    assert scrub_secrets(text).text == text
