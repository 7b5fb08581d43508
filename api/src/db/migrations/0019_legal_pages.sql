-- The institute's legal and help pages (Términos y condiciones, Política de privacidad, Preguntas
-- frecuentes, Centro de ayuda), edited by the master administrator. `legal_pages` holds the current
-- text of each page; every saved text is also kept in `legal_page_versions`, so the exact text a
-- person accepted (by its version) can always be shown again. The bodies are Markdown without HTML.
CREATE TABLE legal_pages (
  slug text PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL
);

CREATE TABLE legal_page_versions (
  slug text NOT NULL REFERENCES legal_pages(slug) ON DELETE CASCADE,
  version integer NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (slug, version)
);

-- Informed consent (Ley N.° 29733): who accepted which versions of the terms and the privacy policy,
-- when and from where. A registration accepts both; a contact message the privacy policy.
CREATE TABLE legal_consents (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  contact_message_id integer REFERENCES contact_messages(id) ON DELETE CASCADE,
  email text NOT NULL,
  terms_version integer,
  privacy_version integer NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  ip text
);
CREATE INDEX legal_consents_user_idx ON legal_consents (user_id);

-- A registration waiting for its e-mail keeps the consent given in the form until the account exists.
ALTER TABLE registration_confirmations
  ADD COLUMN terms_version integer,
  ADD COLUMN privacy_version integer,
  ADD COLUMN consented_at timestamptz;

INSERT INTO legal_pages (slug, title, body) VALUES
('terminos', 'Términos y condiciones', $md$
Estos términos regulan el uso del sitio web y del Aula Virtual de **INPRO – Instituto Nacional de Profesionalización** (en adelante, «INPRO» o «el instituto»), así como la compra de sus cursos, seminarios, diplomados y programas. Al crear una cuenta o comprar un curso declaras haberlos leído y aceptado.

## 1. Cuenta del Aula Virtual

- Para estudiar necesitas una cuenta personal con tu nombre real y un correo electrónico al que tengas acceso.
- Tu contraseña es personal e intransferible: no la compartas. Eres responsable de lo que se haga con tu cuenta; si sospechas que otra persona la usa, cámbiala y avísanos.
- Podemos suspender una cuenta que se use para suplantar a otra persona, compartir los materiales sin autorización o perturbar las clases.

## 2. Cursos, precios y pagos

- Los precios se muestran en soles (S/) e incluyen los impuestos que correspondan. El precio que pagas es el que figura al momento de la compra.
- Puedes pagar con tarjeta o con un voucher de depósito o transferencia. Un voucher se revisa antes de aprobarse; si se rechaza, te indicamos el motivo en **Pagos** del Aula Virtual.
- Cuando un curso se ofrece en cuotas, cada cuota vence en la fecha indicada en tu plan de pagos. Mientras tengas cuotas vencidas podemos retener la emisión de tu certificado.
- Cada pago aprobado tiene su comprobante, que puedes descargar en **Pagos** del Aula Virtual.

## 3. Clases, materiales y evaluaciones

- Las clases en vivo se dictan en las fechas y horas de Lima publicadas en cada curso; el enlace de ingreso aparece en el Aula Virtual.
- Los materiales (lecturas, videos, presentaciones y grabaciones) son para tu estudio personal. Está prohibido copiarlos, revenderlos o publicarlos sin autorización escrita del instituto; están protegidos por el Decreto Legislativo N.° 822, Ley sobre el Derecho de Autor.
- Las evaluaciones se califican de 0 a 20. Las entregas deben ser de tu autoría; el plagio anula la evaluación.

## 4. Certificados

- El certificado se emite cuando cumples los requisitos del curso (asistencia y nota aprobatoria) y no tienes pagos pendientes vencidos.
- Cada certificado tiene un código único que cualquier persona puede verificar en la página **Certificaciones** del sitio.

## 5. Cambios, devoluciones y reclamos

- Si el instituto reprograma o cancela un curso, te ofreceremos la nueva fecha, el cambio a otro curso o la devolución de lo pagado.
- Las solicitudes de devolución, los reclamos y las quejas se atienden por la página **Contacto**, conforme al Código de Protección y Defensa del Consumidor (Ley N.° 29571).

## 6. Datos personales

El tratamiento de tus datos personales se rige por nuestra [Política de privacidad](/privacidad), conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, y su reglamento.

## 7. Cambios de estos términos

Podemos actualizar estos términos; la fecha de la última actualización figura en esta página. Los cambios no afectan a las compras ya realizadas.

## 8. Ley aplicable

Estos términos se rigen por las leyes de la República del Perú.
$md$),
('privacidad', 'Política de privacidad', $md$
En **INPRO – Instituto Nacional de Profesionalización** protegemos tus datos personales conforme a la **Ley N.° 29733, Ley de Protección de Datos Personales**, y su reglamento. Esta política explica qué datos tratamos, para qué, por cuánto tiempo y cómo puedes ejercer tus derechos.

## 1. Responsable del tratamiento

El titular de los bancos de datos es INPRO – Instituto Nacional de Profesionalización, con domicilio en Lima, Perú. Puedes escribirnos por la página [Contacto](/contacto).

## 2. Datos que tratamos

- **Registro y cuenta:** nombres, apellidos, correo electrónico, teléfono (opcional), DNI y código de estudiante, y tu contraseña, que se guarda cifrada de forma irreversible.
- **Estudios:** cursos, asistencia, entregas, calificaciones, certificados y constancias.
- **Pagos:** montos, cuotas, medio de pago, vouchers que adjuntes y comprobantes. No guardamos los datos completos de tu tarjeta: los procesa la pasarela de pagos.
- **Mensajes:** lo que nos escribas en el formulario de contacto.
- **Datos técnicos:** la dirección IP y la fecha de tus ingresos, para la seguridad de tu cuenta.

## 3. Finalidades

- Crear y administrar tu cuenta del Aula Virtual, dictarte los cursos y registrar tu asistencia y tus notas.
- Cobrar los cursos, emitir comprobantes y recordarte las cuotas por vencer.
- Emitir tus certificados y permitir que terceros verifiquen su autenticidad con el código del certificado.
- Responder tus consultas y reclamos.
- Proteger las cuentas y el sitio frente a accesos indebidos.

No usamos tus datos para fines distintos sin tu consentimiento previo, ni los vendemos.

## 4. Consentimiento

Al marcar la casilla «He leído y acepto los Términos y condiciones y la Política de privacidad» al registrarte, o la casilla de privacidad del formulario de contacto, das tu consentimiento libre, previo, expreso, informado e inequívoco. Guardamos la versión de esta política que aceptaste y la fecha. Puedes revocar tu consentimiento en cualquier momento, sin efecto retroactivo.

## 5. Destinatarios y transferencias

Compartimos solo los datos necesarios con quienes nos prestan servicios bajo contrato y deber de confidencialidad: el alojamiento del sitio, el servicio de correo electrónico y la pasarela de pagos. Algunos de estos proveedores pueden estar fuera del Perú; en ese caso exigimos un nivel de protección adecuado, conforme a la ley. También entregaremos datos a las autoridades cuando la ley lo exija.

## 6. Plazo de conservación

Conservamos los datos de tu cuenta mientras esté activa. Los registros académicos (notas, asistencia y certificados) se conservan de forma permanente para poder certificar tus estudios; los datos de pagos, durante los plazos que exigen las normas tributarias; los mensajes de contacto, hasta dos años después de atendidos.

## 7. Tus derechos

Puedes ejercer tus derechos de **acceso, rectificación, cancelación y oposición** (derechos ARCO), y los de información y revocación, escribiéndonos por la página [Contacto](/contacto) con el asunto «Datos personales» e indicando tu nombre y tu DNI. Respondemos en los plazos que señala el reglamento de la ley. Si consideras que no hemos atendido tu solicitud, puedes acudir a la **Autoridad Nacional de Protección de Datos Personales** del Ministerio de Justicia y Derechos Humanos.

## 8. Seguridad

Aplicamos medidas técnicas y organizativas para proteger tus datos: conexión cifrada, contraseñas guardadas con un algoritmo irreversible, acceso restringido según el rol de cada persona y registro de las acciones del personal.

## 9. Cookies y almacenamiento del navegador

Usamos solo lo necesario para que funcione el sitio: una cookie de sesión para mantenerte conectado y el almacenamiento del navegador para tu sesión del Aula Virtual. No usamos cookies de publicidad.

## 10. Menores de edad

Nuestros cursos se dirigen a personas mayores de 18 años. Si eres menor de edad, necesitas el consentimiento de tus padres o tutores para registrarte.

## 11. Cambios de esta política

Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha de actualización.
$md$),
('preguntas-frecuentes', 'Preguntas frecuentes', $md$
## Inscripción y cuenta

### ¿Cómo me inscribo en un curso?
Elige el curso en **Cursos**, pulsa el botón con su precio y completa el pago. Si aún no tienes cuenta, créala en **Aula Virtual** con la pestaña «Registrarse».

### Olvidé mi contraseña, ¿qué hago?
En **Aula Virtual**, pulsa «¿Olvidaste tu contraseña?» y escribe tu correo: te enviaremos un enlace para crear una nueva.

### ¿Puedo cambiar mis datos personales?
Sí. En el Aula Virtual, entra a **Mi perfil**. Si necesitas corregir tu DNI o tu nombre en un certificado, escríbenos por **Contacto**.

## Pagos

### ¿Qué medios de pago aceptan?
Tarjeta de crédito o débito, y depósito o transferencia bancaria con voucher. El voucher se revisa y, una vez aprobado, se te matricula en el curso.

### ¿Puedo pagar en cuotas?
Sí, en los cursos que lo indican. Verás el número de cuotas y sus fechas antes de pagar; las siguientes cuotas se pagan desde **Pagos** del Aula Virtual.

### ¿Dónde descargo mi comprobante?
En **Pagos** del Aula Virtual, con el botón «Comprobante PDF» de cada pago aprobado.

## Clases y certificados

### ¿Las clases quedan grabadas?
Cuando el docente publica la grabación, la encontrarás en **Materiales** del curso.

### ¿Cómo se registra mi asistencia?
Durante la clase en vivo, el docente abre el registro de asistencia y lo marcas en **Mis clases**. Si no pudiste marcarla, puedes pedir una rectificación.

### ¿Cuándo recibo mi certificado?
Cuando cumples la asistencia y la nota aprobatoria del curso y no tienes cuotas vencidas. Lo descargas en el Aula Virtual y cualquiera puede verificarlo en **Certificaciones** con su código.

### ¿Qué nota necesito para aprobar?
La escala es de 0 a 20; se aprueba con 11 o más, salvo que el curso indique otra nota.
$md$),
('ayuda', 'Centro de ayuda', $md$
Aquí encontrarás los pasos para las tareas más comunes. Si no encuentras lo que buscas, revisa las [Preguntas frecuentes](/preguntas-frecuentes) o escríbenos por [Contacto](/contacto) (lunes a viernes de 9:00 a 18:00).

## Primeros pasos

1. Crea tu cuenta en **Aula Virtual** → «Registrarse».
2. Elige un curso en **Cursos** y págalo con tarjeta o con voucher.
3. Entra al **Aula Virtual**: en **Mis cursos** verás tus cursos, tus clases y tus materiales.

## Ingresar al Aula Virtual

- Usa el correo y la contraseña con que te registraste.
- Si olvidaste tu contraseña, usa «¿Olvidaste tu contraseña?» en la página de ingreso.
- Si tu sesión vence, vuelve a ingresar: lo que guardaste no se pierde.

## Pagos y comprobantes

- En **Pagos** ves tu saldo, tus cuotas y el estado de cada pago (Pendiente, Pagado o Rechazado).
- Para pagar una cuota, pulsa «Pagar ahora».
- Si un voucher fue rechazado, el motivo aparece junto al pago; puedes enviar uno nuevo.

## Clases en vivo y asistencia

- En **Mis clases** ves las clases de hoy y las próximas, con su hora de Lima.
- El botón para unirte se habilita poco antes del inicio.
- Marca tu asistencia mientras el registro esté abierto.

## Evaluaciones y notas

- En **Evaluaciones** encontrarás tareas, exámenes y cuestionarios con su fecha límite.
- Tus calificaciones y la retroalimentación del docente aparecen en **Notas**.

## Certificados

- Cuando cumples los requisitos, tu certificado está disponible en el Aula Virtual.
- Cualquiera puede verificar un certificado en [Certificaciones](/certificados) con su código.

## Requisitos técnicos

- Un navegador actualizado (Chrome, Edge, Firefox o Safari) y una conexión estable.
- Para las clases en vivo, audífonos y micrófono.
$md$);

INSERT INTO legal_page_versions (slug, version, title, body, created_at)
SELECT slug, version, title, body, updated_at FROM legal_pages;
