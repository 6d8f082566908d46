"""Persona managers: the persona's member list becomes `PersonaMembership` (the same table, now
with `can_manage`, as a project's memberships have), and role rules may name a persona's
managers (`persona_manager`). Every existing member stays a plain member."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("memories", "0031_persona_tools_and_role_rules"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        # The table Django made for `Persona.members` (id, persona_id, user_id, unique pair) is
        # kept as it is: the model takes it over, and the database only gains the column.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="PersonaMembership",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True,
                                primary_key=True,
                                serialize=False,
                                verbose_name="ID",
                            ),
                        ),
                        ("can_manage", models.BooleanField(default=False)),
                        (
                            "persona",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                to="memories.persona",
                            ),
                        ),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "memories_persona_members",
                        "unique_together": {("persona", "user")},
                    },
                ),
                migrations.AlterField(
                    model_name="persona",
                    name="members",
                    field=models.ManyToManyField(
                        blank=True,
                        related_name="personas",
                        through="memories.PersonaMembership",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
            ],
            database_operations=[
                migrations.RunSQL(
                    "ALTER TABLE memories_persona_members"
                    " ADD COLUMN can_manage boolean NOT NULL DEFAULT false",
                    "ALTER TABLE memories_persona_members DROP COLUMN can_manage",
                ),
            ],
        ),
        migrations.RemoveConstraint(
            model_name="rolerevocation",
            name="role_revocation_names_its_role",
        ),
        migrations.AlterField(
            model_name="rolerevocation",
            name="kind",
            field=models.CharField(
                choices=[
                    ("group", "group"),
                    ("project_member", "project_member"),
                    ("project_manager", "project_manager"),
                    ("persona", "persona"),
                    ("persona_manager", "persona_manager"),
                ],
                max_length=20,
            ),
        ),
        migrations.AddConstraint(
            model_name="rolerevocation",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    models.Q(
                        ("group__isnull", False),
                        ("kind", "group"),
                        ("project__isnull", True),
                        ("persona__isnull", True),
                    ),
                    models.Q(
                        ("kind__in", ["project_member", "project_manager"]),
                        ("group__isnull", True),
                        ("persona__isnull", True),
                        ("project__isnull", False),
                    ),
                    models.Q(
                        ("kind__in", ["persona", "persona_manager"]),
                        ("group__isnull", True),
                        ("persona__isnull", False),
                        ("project__isnull", True),
                    ),
                    _connector="OR",
                ),
                name="role_revocation_names_its_role",
            ),
        ),
    ]
