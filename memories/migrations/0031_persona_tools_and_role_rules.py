"""Memory tools per persona (opt-in) and role rules. Personas that exist keep working: they are
opted in to both memory tool families here; a persona created from now on has none until an
admin allows them on its page."""

from typing import Any

import django.contrib.postgres.fields
import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def _opt_in_existing_personas(apps: Any, schema_editor: Any) -> None:
    apps.get_model("memories", "Persona").objects.update(
        allowed_tools=["memory.read", "memory.manage"]
    )


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("memories", "0030_subject_gin_without_pending_list"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name="persona",
            name="allowed_tools",
            field=django.contrib.postgres.fields.ArrayField(
                base_field=models.CharField(max_length=32), blank=True, default=list, size=None
            ),
        ),
        migrations.RunPython(_opt_in_existing_personas, migrations.RunPython.noop),
        migrations.CreateModel(
            name="RoleRevocation",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "kind",
                    models.CharField(
                        choices=[
                            ("group", "group"),
                            ("project_member", "project_member"),
                            ("project_manager", "project_manager"),
                            ("persona", "persona"),
                        ],
                        max_length=20,
                    ),
                ),
                ("rule", models.CharField(max_length=32)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                (
                    "group",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="auth.group",
                    ),
                ),
                (
                    "persona",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="memories.persona",
                    ),
                ),
                (
                    "project",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="memories.project",
                    ),
                ),
                (
                    "revoked_by",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="+",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(
                        fields=("kind", "group", "project", "persona", "rule"),
                        name="role_revocation_unique",
                        nulls_distinct=False,
                    ),
                    models.CheckConstraint(
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
                                ("group__isnull", True),
                                ("kind", "persona"),
                                ("persona__isnull", False),
                                ("project__isnull", True),
                            ),
                            _connector="OR",
                        ),
                        name="role_revocation_names_its_role",
                    ),
                ],
            },
        ),
    ]
