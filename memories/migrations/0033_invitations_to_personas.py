"""Invitations to personas too: a project's invitation table becomes `Invitation`, to a project
or (new) a persona, exactly one of them. Every existing invitation stays a project's."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("memories", "0032_persona_managers"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RenameModel(old_name="ProjectInvitation", new_name="Invitation"),
        migrations.AlterField(
            model_name="invitation",
            name="project",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="invitations",
                to="memories.project",
            ),
        ),
        migrations.AlterField(
            model_name="invitation",
            name="user",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE,
                related_name="invitations",
                to=settings.AUTH_USER_MODEL,
            ),
        ),
        migrations.AddField(
            model_name="invitation",
            name="persona",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="invitations",
                to="memories.persona",
            ),
        ),
        migrations.AddConstraint(
            model_name="invitation",
            constraint=models.CheckConstraint(
                condition=models.Q(("persona__isnull", True), ("project__isnull", False))
                | models.Q(("persona__isnull", False), ("project__isnull", True)),
                name="invitation_to_one_group",
            ),
        ),
        migrations.AddConstraint(
            model_name="invitation",
            constraint=models.UniqueConstraint(
                condition=models.Q(("status", "pending")),
                fields=("persona", "user"),
                name="persona_invitation_one_pending",
            ),
        ),
    ]
