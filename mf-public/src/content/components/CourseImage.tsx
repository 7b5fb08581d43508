// The course picture is shared by the public site and the administrator's course cards (one cover rule).
export { CourseImage } from '@inpro/ui';
